// The first comparison of strings by locale (localeCompare) makes V8 load its collation data: 30 to 50 ms on a phone
// at 4x. On a phone, Docusaurus makes that first call as a page with a sidebar draws its mobile menu (which sorts its
// props' names), inside the page's longest task. Made here, in a task of its own before hydration, it lengthens none.
import ExecutionEnvironment from "@docusaurus/ExecutionEnvironment";

if (ExecutionEnvironment.canUseDOM) {
	setTimeout(() => {
		// On a value the minifier cannot know: a call on two literals is dropped as having no effect.
		document.documentElement.lang.localeCompare("");
	}, 0);
}

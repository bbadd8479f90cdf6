// The first comparison of strings by locale (localeCompare) makes V8 load its collation data: 30 to 50 ms on a phone
// at 4x. Docusaurus makes that first call while hydrating a page with a sidebar (its mobile menu sorts its props'
// names), in the page's longest task. Made here, in a task of its own before hydration, it adds to no long task.
import ExecutionEnvironment from "@docusaurus/ExecutionEnvironment";

if (ExecutionEnvironment.canUseDOM) {
	setTimeout(() => {
		// On a value the minifier cannot know: a call on two literals is dropped as having no effect.
		document.documentElement.lang.localeCompare("");
	}, 0);
}

// prismjs' core, in manual mode, exposed as the global `Prism` that its language
// files extend when they are evaluated (they have no imports of their own).
import "./manualMode";
import Prism from "prismjs/components/prism-core";

(globalThis as { Prism?: unknown }).Prism = Prism;

export default Prism;

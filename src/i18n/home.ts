// translate() for the home page (src/pages/index.tsx), the only page that shows its `home.*` strings.
import catalogue from "@site-tool-translations/home.json";
import { translatorFor } from "./translator";

export const translate = translatorFor(catalogue);

// The command box's catalogue in unit tests: the whole command set, whose descriptions hold both languages.
import { botCommands } from "../../src/data/botCommands.generated";

export default botCommands;

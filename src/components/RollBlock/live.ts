// What a roll block and the playground load on first use: the engine, the
// dice library behind it and the result view. Only ever reached by import().
export { rollExpression } from "@site/src/dice";
export { attemptText } from "./attemptText";
export { default as RollOutput } from "./RollOutput";

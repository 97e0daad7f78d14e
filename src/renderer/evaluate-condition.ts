/**
 * Conditions are evaluated by atoms (src/atoms/evaluate-condition.ts) so widgets that
 * list conditional items (nav items, centre pages) use the same one evaluator.
 */
export { evaluateCondition } from '../atoms/evaluate-condition';

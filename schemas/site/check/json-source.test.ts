import { describe, expect, it } from 'vitest';
import { parseJsonSource } from './json-source';

describe('JSON with the places of its values', () => {
  const text = '{\n  "a": 1,\n  "list": [\n    { "b/c": "x" },\n    true\n  ]\n}\n';

  it('places a property at its key and an array item at its value', () => {
    const parsed = parseJsonSource(text);
    if (!parsed.ok) throw new Error(parsed.message);
    expect(parsed.placeOf('/a')).toEqual({ line: 2, column: 3 });
    expect(parsed.placeOf('/list/0')).toEqual({ line: 4, column: 5 });
    expect(parsed.placeOf('/list/0/b~1c')).toEqual({ line: 4, column: 7 });
    expect(parsed.placeOf('/list/1')).toEqual({ line: 5, column: 5 });
  });

  it('places a missing field at the nearest place that exists', () => {
    const parsed = parseJsonSource(text);
    expect(parsed.ok && parsed.placeOf('/list/0/missing')).toEqual({ line: 4, column: 5 });
    expect(parsed.ok && parsed.placeOf('')).toEqual({ line: 1, column: 1 });
  });

  it('gives a syntax error as line and column, without the character offset', () => {
    const parsed = parseJsonSource('{\n  "a": 1\n  "b": 2\n}');
    expect(parsed.ok).toBe(false);
    if (parsed.ok) return;
    expect(parsed.place).toEqual({ line: 3, column: 3 });
    expect(parsed.message).not.toMatch(/position/);
    const cut = parseJsonSource('{\n  "a": [1,');
    expect(!cut.ok && cut.place).toEqual({ line: 2, column: 11 });
  });
});

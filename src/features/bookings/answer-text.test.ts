import { describe, expect, it } from 'vitest';
import { answerText } from './answer-text';

describe('a booking form answer as text', () => {
  it('reads strings, numbers and yes/no as they are, and nothing as empty', () => {
    expect(answerText('Kolkata office')).toBe('Kolkata office');
    expect(answerText(42)).toBe('42');
    expect(answerText(false)).toBe('false');
    expect(answerText(null)).toBe('');
    expect(answerText(undefined)).toBe('');
  });

  it('reads a list as its items, leaving empty ones out', () => {
    expect(answerText(['Email', '', null, 'Phone'])).toBe('Email, Phone');
  });

  it('reads an object as its JSON, whatever its keys claim to be', () => {
    const hostile = JSON.parse('{"toString": "not a function", "valueOf": 1}') as unknown;
    expect(() => String(hostile)).toThrow(TypeError);
    expect(answerText(hostile)).toBe('{"toString":"not a function","valueOf":1}');
    expect(answerText([hostile])).toBe('{"toString":"not a function","valueOf":1}');
  });
});

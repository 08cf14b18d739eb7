import { describe, expect, it } from 'vitest';
import { detectSafetyConcerns, safetyInstruction, safetyNote } from './safety.ts';
import { TEST_DREAMS } from '#api-test/test-dreams.ts';

const concerns = (text: string, title = '') => detectSafetyConcerns({ title, text, tags: [] });

describe('detectSafetyConcerns', () => {
  it('notices self-harm and suicide in both languages', () => {
    expect(concerns('I wanted to kill myself')).toEqual(['self_harm']);
    expect(concerns('Pensaba en suicidarme desde el puente.')).toEqual(['self_harm']);
    expect(concerns('Quería morirme.')).toEqual(['self_harm']);
    expect(concerns('', 'Self-harm')).toEqual(['self_harm']);
  });

  it('notices abuse in both languages', () => {
    expect(concerns('He abused me when I was a child.')).toEqual(['abuse']);
    expect(concerns('Mi pareja me maltrataba y me golpeaba.')).toEqual(['abuse']);
  });

  it('does not fire on ordinary dreams, even about death', () => {
    for (const { dream } of TEST_DREAMS) expect(detectSafetyConcerns(dream)).toEqual([]);
    expect(concerns('I died in the dream and watched my own funeral.')).toEqual([]);
    expect(concerns('Me moría de risa con mis amigos.')).toEqual([]);
  });

  it('writes a gentle note in the user’s language, and a prompt instruction', () => {
    expect(safetyNote([], 'en')).toBeUndefined();
    expect(safetyNote(['self_harm'], 'en')).toMatch(/mental-health professional.*crisis line/s);
    expect(safetyNote(['self_harm', 'abuse'], 'es')).toMatch(
      /autolesión o suicidio y abuso o violencia.*profesional de la salud mental/s,
    );
    expect(safetyInstruction(['abuse'])).toMatch(/abuse or violence/);
    expect(safetyInstruction([])).toBeUndefined();
  });
});

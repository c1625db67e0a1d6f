import { describe, expect, it } from 'vitest';
import { ContactSchema, ReviewSchema } from './forms.ts';
import { englishText } from './messages/index.ts';

const contact = { name: 'Priya', email: 'p@example.com', number: '9829011111', message: 'Hello' };

describe('text fields', () => {
  it.each([
    ['NUL', '\u0000'],
    ['BEL', '\u0007'],
    ['ESC', '\u001b'],
    ['DEL', '\u007f'],
    ['C1 NEL', '\u0085'],
    ['a lone surrogate', '\ud800'],
  ])('refuse %s in single- and multi-line text', (_name, bad) => {
    const result = ContactSchema.safeParse({ ...contact, name: `Pri${bad}ya`, message: `Hel${bad}lo` });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), englishText(issue.message)])).toEqual([
      ['name', 'Name contains characters that are not allowed'],
      ['message', 'Message contains characters that are not allowed'],
    ]);
  });

  it('keep newlines and tabs in multi-line text only, and any script or emoji anywhere', () => {
    expect(ContactSchema.parse({ ...contact, message: 'Hi,\r\n\tthanks\n' }).message).toBe('Hi,\r\n\tthanks');
    expect(ReviewSchema.parse({ product: 'p', rating: 5, reviewText: 'Good\nvery' }).reviewText).toBe(
      'Good\nvery',
    );
    for (const name of ['Pri\nya', 'Pri\tya']) {
      expect(ContactSchema.safeParse({ ...contact, name }).success).toBe(false);
    }
    expect(ReviewSchema.safeParse({ product: 'p', rating: 5, displayName: 'A\nB' }).success).toBe(false);
    const parsed = ContactSchema.parse({ ...contact, name: '\nप्रिया शर्मा 🌿\n', message: 'நன்றி' });
    expect(parsed).toMatchObject({ name: 'प्रिया शर्मा 🌿', message: 'நன்றி' });
  });
});

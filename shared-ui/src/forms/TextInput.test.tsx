import { render, within } from '@testing-library/react';
import TextField from '@mui/material/TextField';
import { expect, it } from 'vitest';
import { TextInput } from './TextInput';

it("TextInput renders TextField's markup: its label names the input, its error is read under it", () => {
  const helperText = 'Please enter a valid email';
  const props = { label: 'Email', type: 'email', required: true, error: true, helperText };
  const input = { ...props, value: 'a', onChange: () => undefined };
  const { container: ours } = render(<TextInput {...input} />);
  const { container: mui } = render(<TextField {...input} />);
  const { container: given } = render(<TextInput {...input} id="signup" />);
  // Each renders its own (or the given) id, which the label, input and helper text share.
  const withoutId = (el: HTMLElement) =>
    el.innerHTML.replaceAll(el.querySelector('input')?.id ?? 'no input', 'ID');
  expect(withoutId(ours)).toBe(withoutId(mui));
  expect(withoutId(given)).toBe(withoutId(mui));
  expect(given.querySelector('input')?.id).toBe('signup');
  // Found only if its label names it and its error is its description.
  within(ours).getByRole('textbox', { name: /^Email/, description: helperText });
});

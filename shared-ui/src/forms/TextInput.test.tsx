import { render, screen } from '@testing-library/react';
import TextField from '@mui/material/TextField';
import { describe, expect, it } from 'vitest';
import { TextInput } from './TextInput';

describe('TextInput: a text field for screen readers and keyboards, like TextField', () => {
  it('names the input by its label, marks it required and reads the error under it', () => {
    render(
      <TextInput
        label="Email"
        type="email"
        required
        error
        helperText="Please enter a valid email"
        value=""
        onChange={() => undefined}
      />,
    );
    const input = screen.getByRole('textbox', { name: /^Email/ });
    expect(input.getAttribute('type')).toBe('email');
    expect(input.hasAttribute('required')).toBe(true);
    expect(input.getAttribute('aria-invalid')).toBe('true');
    const described = document.getElementById(input.getAttribute('aria-describedby') ?? '');
    expect(described?.textContent).toBe('Please enter a valid email');
  });

  it('renders the same markup as MUI TextField for the same props', () => {
    const props = { id: 'email', label: 'Email', required: true, helperText: 'Hint', value: 'a' };
    const { container: ours } = render(<TextInput {...props} onChange={() => undefined} />);
    const { container: mui } = render(<TextField {...props} onChange={() => undefined} />);
    expect(ours.innerHTML).toBe(mui.innerHTML);
  });
});

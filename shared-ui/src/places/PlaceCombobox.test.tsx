import { useState } from 'react';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { expect, it } from 'vitest';
import { PlaceCombobox } from './PlaceCombobox';

function Harness() {
  const [value, setValue] = useState('');
  return <PlaceCombobox value={value} onChange={setValue} label="Target Location" />;
}

it('suggests places as one types, chooses with the keyboard and announces the count', async () => {
  render(<Harness />);
  const box = screen.getByRole('combobox', { name: 'Target Location' });
  expect(box).toHaveProperty('ariaExpanded', 'false');
  fireEvent.focus(box);
  fireEvent.change(box, { target: { value: 'aus' } });
  // The place list loads on first focus.
  const first = await screen.findByRole('option', { name: 'Austin, TX' }, { timeout: 10_000 });
  expect(box.getAttribute('aria-expanded')).toBe('true');
  expect(screen.getByRole('status').textContent).toMatch(/^\d+ suggestions$/);

  fireEvent.keyDown(box, { key: 'ArrowDown' });
  expect(box.getAttribute('aria-activedescendant')).toBe(first.id);
  expect(first.getAttribute('aria-selected')).toBe('true');
  fireEvent.keyDown(box, { key: 'ArrowUp' });
  expect(box.getAttribute('aria-activedescendant')).toBeNull();

  fireEvent.keyDown(box, { key: 'Escape' });
  expect(box.getAttribute('aria-expanded')).toBe('false');
  expect((box as HTMLInputElement).value).toBe('aus');

  fireEvent.keyDown(box, { key: 'ArrowDown' });
  await waitFor(() => expect(box.getAttribute('aria-expanded')).toBe('true'));
  fireEvent.keyDown(box, { key: 'ArrowDown' });
  fireEvent.keyDown(box, { key: 'Enter' });
  expect((box as HTMLInputElement).value).toBe('Austin, TX');
  expect(box.getAttribute('aria-expanded')).toBe('false');

  // Any town may be typed.
  fireEvent.change(box, { target: { value: 'Smallville Junction' } });
  expect((box as HTMLInputElement).value).toBe('Smallville Junction');
}, 20_000);

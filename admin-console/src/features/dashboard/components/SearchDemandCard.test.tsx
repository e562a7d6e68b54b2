import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DEMAND_COPY } from '@swagdrop/model';
import SearchDemandCard from './SearchDemandCard';

describe('SearchDemandCard', () => {
  it('while loading, names one progress bar and puts no label on a plain element', () => {
    const { container } = render(<SearchDemandCard rows={null} failed={false} />);
    expect(screen.getAllByRole('progressbar')).toHaveLength(1);
    screen.getByRole('progressbar', { name: DEMAND_COPY.adminLoading });
    // A label on an element without a role is invalid HTML and read by no screen reader.
    expect(container.querySelectorAll('[aria-label]:not([role])')).toHaveLength(0);
  });

  it('shows each search with its place and count, or says there is none', () => {
    const rows = [{ words: 'hoodie', place: 'Austin, TX', count: 4 }];
    const { rerender } = render(<SearchDemandCard rows={rows} failed={false} />);
    expect(screen.getAllByRole('cell').map((cell) => cell.textContent)).toEqual([
      'hoodie',
      'Austin, TX',
      '4',
    ]);
    rerender(<SearchDemandCard rows={[]} failed={false} />);
    screen.getByText(DEMAND_COPY.adminEmpty);
  });
});

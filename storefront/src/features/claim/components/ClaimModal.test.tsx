import { render, screen } from '@testing-library/react';
import { SnackbarProvider } from 'notistack';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import ClaimModal from './ClaimModal';

const listing = { id: 'l1', title: 'Cosy Hoodie', slug: 'cosy-hoodie', brand: 'Acme' };

describe('ClaimModal consent', () => {
  it("asks to agree to SwagDrop's terms, with 'terms' linking to the terms page", () => {
    render(
      <QueryClientProvider client={new QueryClient()}>
        <SnackbarProvider>
          <MemoryRouter>
            <ClaimModal open onClose={() => undefined} listing={listing} />
          </MemoryRouter>
        </SnackbarProvider>
      </QueryClientProvider>,
    );

    const checkbox = screen.getByRole<HTMLInputElement>('checkbox', {
      name: "I'm 18+ and agree to SwagDrop's terms",
    });
    expect(checkbox.checked).toBe(false);
    expect(screen.getByRole('link', { name: 'terms' }).getAttribute('href')).toBe('/terms');
    expect(screen.queryByText(/the product/)).toBeNull();
  });
});

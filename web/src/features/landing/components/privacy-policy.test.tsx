// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../testing/render-with-providers';
import { LandingFooter } from './landing-footer';
import { PrivacyPolicy } from './privacy-policy';

describe('privacy', () => {
  it('says what is stored, how it is protected, who can see it, and how to export and erase it', () => {
    renderWithProviders(<PrivacyPolicy />, { path: '/privacy' });
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual(['What Glyco stores', 'How it is protected', 'Who can see it', 'Export and erase']);
    expect(screen.getByText(/AES-256-GCM/)).toBeTruthy();
    expect(screen.getByText(/Profile > Delete account/)).toBeTruthy();
  });

  it('is linked from the footer, which links nowhere else than real pages', () => {
    renderWithProviders(<LandingFooter />, { path: '/' });
    expect(screen.getByRole('link', { name: 'Privacy' }).getAttribute('href')).toBe('/privacy');
    expect(screen.getAllByRole('link').map((link) => link.getAttribute('href'))).not.toContain('#');
  });
});

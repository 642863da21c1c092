import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../i18n/i18n';
import { renderApp } from '../../test/render';
import { ActionToast } from './action-toast';

afterEach(async () => {
  await i18n.changeLanguage('en');
});

describe('the toast regions', () => {
  it('are named in the UI language, with the key that reaches them', async () => {
    renderApp(<p>page</p>);
    expect(await screen.findByRole('region', { name: 'Notifications (F8)' })).toBeInTheDocument();
    await i18n.changeLanguage('ar');
    expect(await screen.findByRole('region', { name: 'الإشعارات (F8)' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: /Notifications/ })).not.toBeInTheDocument();
  });

  it("names the action toast's region in Arabic too", async () => {
    await i18n.changeLanguage('ar');
    renderApp(<ActionToast message={null} onClose={() => undefined} />);
    expect(await screen.findAllByRole('region', { name: 'الإشعارات (F8)' })).toHaveLength(2);
  });
});

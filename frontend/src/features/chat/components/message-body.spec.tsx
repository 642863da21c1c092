import { render, screen } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { describe, expect, it } from 'vitest';
import { lightTheme } from '../../../shared/theme/tokens';
import { formatMessage } from './format-message';
import { MessageBody } from './message-body';

describe('MessageBody', () => {
  it('shows quoted steps 1 and 3 as 1 and 3, not 1 and 2', () => {
    const { blocks } = formatMessage('To connect:\n1. Install the VPN client\n3. Sign in with your token');
    render(
      <ThemeProvider theme={lightTheme}>
        <MessageBody blocks={blocks} />
      </ThemeProvider>,
    );
    const items = screen.getAllByRole('listitem') as HTMLLIElement[];
    expect(items.map((li) => [li.value, li.textContent])).toEqual([
      [1, 'Install the VPN client'],
      [3, 'Sign in with your token'],
    ]);
  });
});

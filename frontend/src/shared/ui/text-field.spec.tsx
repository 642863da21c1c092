import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/render';
import { TextField } from './text-field';

function Controlled() {
  const [value, setValue] = useState('');
  return <TextField label="Title" dir="auto" maxLength={5} value={value} onChange={(e) => setValue(e.target.value)} />;
}

describe('TextField', () => {
  it('is named by its label and passes the input attributes through', async () => {
    renderApp(<Controlled />);
    const input = screen.getByRole('textbox', { name: 'Title' });
    expect(input).toHaveAttribute('dir', 'auto');
    await userEvent.type(input, 'Roaming');
    expect(input).toHaveValue('Roami');
  });
});

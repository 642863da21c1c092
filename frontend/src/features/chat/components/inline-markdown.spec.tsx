import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatMessage } from './format-message';
import { renderInline } from './inline-markdown';
import { MessageBody } from './message-body';
import { renderApp } from '../../../test/render';

describe('renderInline', () => {
  it('renders bold, italic and code as elements', () => {
    const { container } = render(<p>{renderInline('a **bold** and *it* or _it2_ with `x < y`')}</p>);
    expect(container.querySelector('strong')?.textContent).toBe('bold');
    expect([...container.querySelectorAll('em')].map((e) => e.textContent)).toEqual(['it', 'it2']);
    expect(container.querySelector('code')?.textContent).toBe('x < y');
  });

  it('never turns message text into HTML', () => {
    const { container } = render(<p>{renderInline('<img src=x onerror=alert(1)> **<b>hi</b>**')}</p>);
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('b')).toBeNull();
    expect(container.querySelector('strong')?.textContent).toBe('<b>hi</b>');
  });

  it('leaves snake_case words and lone stars alone', () => {
    const { container } = render(<p>{renderInline('file_name_here and 2 * 3 * 4')}</p>);
    expect(container.querySelector('em')).toBeNull();
    expect(container.textContent).toBe('file_name_here and 2 * 3 * 4');
  });
});

describe('MessageBody with Markdown', () => {
  it('renders a fenced code block as preformatted text, and list items with inline formatting', () => {
    const { blocks } = formatMessage('Steps:\n- **first**\n* second\n```\nline <1>\n  line 2\n```');
    const { container } = renderApp(<MessageBody blocks={blocks} />);
    expect([...container.querySelectorAll('li')].map((li) => li.innerHTML)).toEqual(['<strong>first</strong>', 'second']);
    expect(container.querySelector('pre code')?.textContent).toBe('line <1>\n  line 2');
  });
});

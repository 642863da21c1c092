import styled from 'styled-components';
import { Button } from './button';
import { ChevronIcon } from './icons';
import { hasNext, hasPrevious, type PageInfo } from './paging';

const Bar = styled.nav`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
  padding-block: 12px;
  font-size: 14px;
  color: ${({ theme }) => theme.color.textMuted};
  div {
    display: flex;
    gap: 8px;
  }
`;

/** The forward chevron turned around by its wrapper; the icon itself still mirrors in right-to-left. */
const Back = styled.span`
  display: inline-flex;
  transform: scaleX(-1);
`;

interface Props {
  info: PageInfo;
  /** Already-translated status text, e.g. "Showing page 2 of 5". */
  text: string;
  label: string;
  previous: string;
  next: string;
  onPage: (page: number) => void;
}

/** Previous / Next with a status text; the text is announced when the page changes. */
export function Pagination({ info, text, label, previous, next, onPage }: Props) {
  return (
    <Bar aria-label={label}>
      <span aria-live="polite">{text}</span>
      <div>
        <Button type="button" $variant="secondary" disabled={!hasPrevious(info)} onClick={() => onPage(info.page - 1)}>
          <Back aria-hidden="true">
            <ChevronIcon size={16} />
          </Back>{' '}
          {previous}
        </Button>
        <Button type="button" $variant="secondary" disabled={!hasNext(info)} onClick={() => onPage(info.page + 1)}>
          {next} <ChevronIcon size={16} />
        </Button>
      </div>
    </Bar>
  );
}

import styled from 'styled-components';

const Circle = styled.span<{ $size: number }>`
  display: inline-grid;
  place-items: center;
  flex-shrink: 0;
  inline-size: ${({ $size }) => $size}px;
  block-size: ${({ $size }) => $size}px;
  border-radius: 50%;
  overflow: hidden;
  background: ${({ theme }) => theme.color.primarySoft};
  color: ${({ theme }) => theme.color.primary};
  font-weight: 700;
  font-size: ${({ $size }) => Math.round($size * 0.42)}px;
  img {
    inline-size: 100%;
    block-size: 100%;
    object-fit: cover;
  }
`;

/** First letter of the name, or "U" when there is no name (SPEC.md, header). */
export function initialOf(name: string | null | undefined): string {
  const first = name?.trim().charAt(0);
  return first ? first.toLocaleUpperCase() : 'U';
}

export function Avatar({ name, url, size = 32 }: { name?: string | null; url?: string | null; size?: number }) {
  return (
    <Circle $size={size} aria-hidden="true">
      {url ? <img src={url} alt="" /> : initialOf(name)}
    </Circle>
  );
}

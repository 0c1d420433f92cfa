import styled from 'styled-components';
import { CheckIcon } from './icons.tsx';
import { keepTogether } from './keepTogether.tsx';

const List = styled.ul`
  display: grid;
  gap: 0.65rem;
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: flex;
    align-items: flex-start;
    gap: 0.65rem;
  }
  svg {
    flex: none;
    margin-top: 0.2em;
    color: ${({ theme }) => theme.color.goldDark};
  }
`;

interface CheckListProps {
  items: readonly string[];
  className?: string;
}

/** A bulleted list whose bullets are check marks (decorative: the list itself carries meaning). */
export function CheckList({ items, className }: CheckListProps) {
  return (
    <List className={className}>
      {items.map((item, index) => (
        <li key={index}>
          <CheckIcon />
          <span>{keepTogether(item)}</span>
        </li>
      ))}
    </List>
  );
}

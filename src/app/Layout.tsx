import { Outlet } from 'react-router-dom';
import { Frame, MAIN_ID } from './Frame.tsx';
import { useScrollToTopOnNavigate } from './useScrollToTopOnNavigate.ts';

export function Layout() {
  useScrollToTopOnNavigate(MAIN_ID);
  return (
    <Frame>
      <Outlet />
    </Frame>
  );
}

import { Outlet } from 'react-router-dom';
import { Frame } from './Frame.tsx';

/** The frame (header, footer, intro, notifications) around the page a route shows. */
export function Layout() {
  return (
    <Frame>
      <Outlet />
    </Frame>
  );
}

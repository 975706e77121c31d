import { Drawer as SharedDrawer, type DrawerProps } from '../../../web-shared/ui/Drawer';
import { CloseIcon } from './icons';

export type { DrawerProps };

/** The shared side panel in this SPA's styles. */
export function Drawer(props: DrawerProps) {
  return <SharedDrawer {...props} prefix="sf" closeIcon={<CloseIcon />} />;
}

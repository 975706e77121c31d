import { createStoreContext } from '../../../web-shared/ui/store-context';
import type { RootStore } from './RootStore';

export const { StoreProvider, useStores } = createStoreContext<RootStore>();

import { createContext, useContext, type ReactNode } from 'react';

/** The provider and hook of an SPA's one root store. */
export function createStoreContext<Store>() {
  const StoreContext = createContext<Store | null>(null);

  function StoreProvider({ store, children }: { store: Store; children: ReactNode }) {
    return <StoreContext.Provider value={store}>{children}</StoreContext.Provider>;
  }

  /** The root store; throws when a component renders outside StoreProvider. */
  function useStores(): Store {
    const store = useContext(StoreContext);
    if (!store) throw new Error('useStores() needs a <StoreProvider> above it');
    return store;
  }

  return { StoreProvider, useStores };
}

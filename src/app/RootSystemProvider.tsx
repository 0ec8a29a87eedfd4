import { createContext, useContext } from 'react';
import type { ReactNode } from 'react';
import type { RootSystem } from './rootSystem';

const RootSystemContext = createContext<RootSystem | null>(null);

export function RootSystemProvider({ system, children }: { system: RootSystem; children: ReactNode }) {
  return <RootSystemContext.Provider value={system}>{children}</RootSystemContext.Provider>;
}

export function useRootSystem(): RootSystem {
  const system = useContext(RootSystemContext);
  if (!system) throw new Error('useRootSystem must be used inside <RootSystemProvider>');
  return system;
}

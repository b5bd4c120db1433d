export * from './agent'
export * from './members'
export * from './wallet'

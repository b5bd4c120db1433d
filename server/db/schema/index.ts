export * from './agent'
export * from './members'
export * from './promotion'
export * from './wallet'

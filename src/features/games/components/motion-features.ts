// The animation features of the game sheet, downloaded after the sheet shows (LazyMotion).
export { domAnimation as default } from 'framer-motion'

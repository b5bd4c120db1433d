/** `is_mobile` of the launch calls: a touch-first device (providers pick their mobile layout). */
export function isMobileDevice(): boolean {
  if (typeof window === 'undefined') return false
  if (window.matchMedia?.('(pointer: coarse)').matches) return true
  return /Android|iPhone|iPad|iPod|Mobile/i.test(navigator.userAgent)
}

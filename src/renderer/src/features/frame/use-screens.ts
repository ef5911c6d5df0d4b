import { useRouter } from '@tanstack/react-router'
import { useMemo } from 'react'
import { screensOf, type Screen, type ScreenRoute } from '../../lib/screens'

/** The screens with a navigation entry, read from the route tree of the router the frame is in. */
export function useScreens(): Screen[] {
  const router = useRouter()
  return useMemo(() => screensOf(Object.values(router.routesById) as ScreenRoute[]), [router])
}

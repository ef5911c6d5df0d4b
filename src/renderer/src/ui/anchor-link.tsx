import { Anchor, type AnchorProps } from '@mantine/core'
import { createLink, type LinkComponent } from '@tanstack/react-router'
import { forwardRef, type AnchorHTMLAttributes } from 'react'

const RoutedAnchor = createLink(
  forwardRef<HTMLAnchorElement, AnchorProps & AnchorHTMLAttributes<HTMLAnchorElement>>(
    function RoutedAnchor(props, ref) {
      return <Anchor ref={ref} {...props} />
    },
  ),
)

/**
 * A Mantine link to a route, typed like the router's `Link` (route path and its params checked): for a
 * name in a list that opens its page, where a button styled as a link would not be a link to the keyboard,
 * a screen reader or the address.
 */
export const AnchorLink: LinkComponent<typeof RoutedAnchor> = (props) => <RoutedAnchor {...props} />

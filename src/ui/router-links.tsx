// Mantine components that navigate client-side through TanStack Router (real <a href> elements,
// so middle-click, "open in new tab" and screen readers treat them as links). Shared by every feature.
import type { AnchorHTMLAttributes, Ref } from 'react';
import { ActionIcon, Anchor, Button, type ActionIconProps, type AnchorProps, type ButtonProps } from '@mantine/core';
import { createLink, type LinkComponent } from '@tanstack/react-router';

type AnchorAttributes = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'color' | 'style'>;

interface ButtonAnchorProps extends ButtonProps, AnchorAttributes {
  ref?: Ref<HTMLAnchorElement>;
}
function ButtonAnchor(props: ButtonAnchorProps) {
  return <Button component="a" {...props} />;
}
const CreatedButtonLink = createLink(ButtonAnchor);
export const ButtonLink: LinkComponent<typeof ButtonAnchor> = (props) => <CreatedButtonLink preload="intent" {...props} />;

interface ActionIconAnchorProps extends ActionIconProps, AnchorAttributes {
  ref?: Ref<HTMLAnchorElement>;
}
function ActionIconAnchor(props: ActionIconAnchorProps) {
  return <ActionIcon component="a" {...props} />;
}
const CreatedActionIconLink = createLink(ActionIconAnchor);
export const ActionIconLink: LinkComponent<typeof ActionIconAnchor> = (props) => <CreatedActionIconLink preload="intent" {...props} />;

interface TextAnchorProps extends AnchorProps, AnchorAttributes {
  ref?: Ref<HTMLAnchorElement>;
}
function TextAnchor(props: TextAnchorProps) {
  return <Anchor {...props} />;
}
const CreatedAnchorLink = createLink(TextAnchor);
export const AnchorLink: LinkComponent<typeof TextAnchor> = (props) => <CreatedAnchorLink preload="intent" {...props} />;

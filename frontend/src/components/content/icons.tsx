import type { ComponentPropsWithoutRef, ComponentType, ReactNode } from 'react'

// A handful of inline SVG icons (no icon library in the bundle). All are
// decorative: the text next to them carries the meaning, so they are hidden
// from assistive technology.

type IconProps = Omit<ComponentPropsWithoutRef<'svg'>, 'children'>

function Icon({ className = 'size-5', ...props }: IconProps & { children: ReactNode }) {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      className={className}
      {...props}
    />
  )
}

export function CheckIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M5 12.5l4.5 4.5L19 7.5" />
    </Icon>
  )
}

export function CrossIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M6 6l12 12M18 6L6 18" />
    </Icon>
  )
}

export function ArrowRightIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M5 12h14M13 6l6 6-6 6" />
    </Icon>
  )
}

export function SparkIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M12 3v4M12 17v4M3 12h4M17 12h4M6.3 6.3l2.5 2.5M15.2 15.2l2.5 2.5M6.3 17.7l2.5-2.5M15.2 8.8l2.5-2.5" />
    </Icon>
  )
}

export function ChatIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M4 5h16v10H9l-5 4V5z" />
      <path d="M8 9h8M8 12h5" />
    </Icon>
  )
}

export function SearchIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <circle cx="11" cy="11" r="6.5" />
      <path d="M16 16l4.5 4.5" />
    </Icon>
  )
}

export function GraduationIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M2.5 9L12 4.5 21.5 9 12 13.5 2.5 9z" />
      <path d="M6.5 11v4.5c1.5 1.5 3.5 2.2 5.5 2.2s4-.7 5.5-2.2V11M21.5 9v5" />
    </Icon>
  )
}

export function RocketIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M14 4c3.5 0 6 2.5 6 6-2 3-5 5.5-8 7l-5-5c1.5-3 4-6 7-8z" />
      <path d="M7 12l-3 .5L6.5 9M12 17l-.5 3 3.5-2.5" />
      <circle cx="14.5" cy="9.5" r="1.5" />
    </Icon>
  )
}

export function CodeIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M8 7l-5 5 5 5M16 7l5 5-5 5M13.5 4.5l-3 15" />
    </Icon>
  )
}

export function CompassIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <circle cx="12" cy="12" r="8.5" />
      <path d="M15.5 8.5l-2 5-5 2 2-5 5-2z" />
    </Icon>
  )
}

export function ShieldIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M12 3l7.5 3v5.5c0 4.5-3.2 8-7.5 9.5-4.3-1.5-7.5-5-7.5-9.5V6L12 3z" />
      <path d="M8.5 12l2.5 2.5 4.5-5" />
    </Icon>
  )
}

export function ChartIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M4 20V4M4 20h16" />
      <path d="M8 16l3.5-4 3 2.5L20 8" />
    </Icon>
  )
}

export function HandshakeIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M3 11l4-4 4 2 3-2 7 5-4.5 4.5" />
      <path d="M7.5 13.5l2.5 2.5M10 11.5l3.5 3.5M3 11l5 5 2 1.5" />
    </Icon>
  )
}

export function ClockIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <circle cx="12" cy="12" r="8.5" />
      <path d="M12 7.5V12l3 2" />
    </Icon>
  )
}

export function UsersIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <circle cx="9" cy="8.5" r="3.2" />
      <path d="M3 19.5c.6-3.3 3-5.2 6-5.2s5.4 1.9 6 5.2" />
      <path d="M15.5 5.5a3 3 0 010 6M18 14.6c1.6.8 2.7 2.5 3 4.9" />
    </Icon>
  )
}

// Content modules name an icon by key; components look the drawing up here.
export const icons = {
  check: CheckIcon,
  spark: SparkIcon,
  chat: ChatIcon,
  search: SearchIcon,
  graduation: GraduationIcon,
  rocket: RocketIcon,
  code: CodeIcon,
  compass: CompassIcon,
  shield: ShieldIcon,
  chart: ChartIcon,
  handshake: HandshakeIcon,
  clock: ClockIcon,
  users: UsersIcon,
} satisfies Record<string, ComponentType<IconProps>>

export type IconName = keyof typeof icons

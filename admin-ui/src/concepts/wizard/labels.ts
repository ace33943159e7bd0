// How the wizard names the domain's ids on screen: 'awareness' → 'Awareness', a slot → 'Google display'.
import type { ChannelSlot } from '../../../../domain/concept/format-catalogue';

export const titleCase = (id: string) => id.charAt(0).toUpperCase() + id.slice(1);

export const slotLabel = ({ platform, channel }: ChannelSlot) => `${titleCase(platform)} ${channel}`;

import type { Range, WeeklyRange } from './time.ts';

// The workspace's records as the sandbox stores them; serialize.ts turns them into the spec's shapes.

export interface MemberRecord {
  id: string;
  email: string;
  first_name: string;
  last_name: string;
  time_zone: string;
  profile_image_url: string | null;
  active: boolean;
  organization_role: string;
}

export interface FeeRecord {
  id: string;
  amount: string;
  currency: string;
  payment_provider: string;
  kind: string;
  min_amount: string;
  display_amount: string | null;
  is_tax_enabled: boolean;
  is_tip_enabled: boolean;
  is_tax_applicable_on_tip: boolean;
  amount_in_smallest_currency_unit: number;
}

export interface MeetingRecord {
  id: string;
  sid: string;
  name: string;
  slug: string;
  description: string;
  kind: 'one_on_one' | 'round_robin' | 'multihost' | 'grouped';
  disabled: boolean;
  is_template: boolean;
  schedulable_range_type: string;
  schedulable_range_value: string;
  lead_time: number;
  start_time_increment: number;
  before_buffer_time: number;
  after_buffer_time: number;
  created_at: string;
  updated_at: string;
  is_email_reminders_enabled: boolean;
  is_sms_reminders_enabled: boolean;
  conditional_pricing_enabled: boolean;
  rescheduling_lead_time: number;
  cancellation_lead_time: number;
  booking_modification_allowed: boolean;
  cancellation_too_late_notice: string | null;
  cancellation_policy: string | null;
  rescheduling_too_late_notice: string | null;
  pre_booking_allowed: boolean;
  original_price_enabled: boolean;
  original_price: number | null;
  locked_time_zone: string | null;
  hostIds: string[];
  durations: { id: string; duration: number; is_default: boolean }[];
  spots: {
    id: string;
    spot: string;
    is_default: boolean;
    phone_call_number: string | null;
    in_person_location: string | null;
    custom_text: string | null;
  }[];
  fees: FeeRecord[];
  periods: WeeklyRange[];
}

export interface PackageRecord {
  id: string;
  name: string;
  slug: string;
  status: 'enabled' | 'disabled';
  duration: number;
  created_at: string;
  fee: FeeRecord | null;
}

export interface BookingRecord {
  id: string;
  sid: string;
  name: string;
  email: string;
  meetingId: string;
  hostId: string;
  starts_at: string;
  ends_at: string;
  time_zone: string;
  status: string;
  cancel_reason: string | null;
  cancelled_by: string | null;
  no_show: boolean;
  spot: string;
  created_at: string;
  /** Set by every write (a cancel, a reschedule); the seed's equals created_at. */
  updated_at: string;
  /** Why the client or the host moved it, when it was rescheduled through the API. */
  reschedule_reason: string | null;
}

export interface Seed {
  organizationId: string;
  roles: string[];
  members: MemberRecord[];
  meetings: MeetingRecord[];
  packages: PackageRecord[];
  bookings: BookingRecord[];
}

/** The vendor's optional endpoints (docs/product.md decision 10), each switchable to emulate a workspace without it. */
export interface SandboxCapabilities {
  /** Availability list, team member list, get and update (v1 and v2). */
  availabilityReads: boolean;
  /** PATCH /v2/meetings/{sid}/availabilities with time_zone. */
  linkHoursTimeZone: boolean;
  /** GET /v1/slots/{meeting_slug}. */
  slots: boolean;
  /** The booking list's filters[starts_at|ends_at] and sorting_order; without them both are ignored, as unknown parameters are. */
  bookingFilters: boolean;
  /** GET /v1/bookings/{sid}. */
  bookingDetails: boolean;
  /** PATCH /v1/bookings/{sid} (reschedule). */
  bookingReschedule: boolean;
  /** POST /v1/bookings/{sid}/cancel. */
  bookingCancel: boolean;
  /** PATCH /v1/meetings/{sid}: a link's name, slug, hosts, kind, duration, increment and place texts. */
  linkSettings: boolean;
  /** /v1/meetings/{sid}/durations and /spots: list, create, get, update, delete. */
  linkOptions: boolean;
  /** POST /v1/team_members: new members by their addresses, with an organization role. */
  addMembers: boolean;
  /** POST /v1/meetings: a new link, from scratch or from a template. */
  linkCreate: boolean;
  /** GET /v1/meeting_templates. */
  linkTemplates: boolean;
  /** POST /v1/meetings/{sid}/create_one_off_link. */
  oneOffLinks: boolean;
}

/** Every optional endpoint on: the sandbox offers what the vendor's files describe unless told otherwise. */
export const DEFAULT_CAPABILITIES: SandboxCapabilities = {
  availabilityReads: true,
  linkHoursTimeZone: true,
  slots: true,
  bookingFilters: true,
  bookingDetails: true,
  bookingReschedule: true,
  bookingCancel: true,
  linkSettings: true,
  linkOptions: true,
  addMembers: true,
  linkCreate: true,
  linkTemplates: true,
  oneOffLinks: true,
};

export interface SeedOptions {
  /** Team members; the first twelve are the named seed, more are generated (the board's benchmark uses 500). */
  members?: number;
  /** Availabilities per member; unset, the named seed has one to three and a sized seed three. */
  availabilitiesPerMember?: number;
  capabilities?: Partial<SandboxCapabilities>;
  meetings?: number;
  packages?: number;
  bookings?: number;
  seed?: number;
}

/** An availability, seeded or created through the API; periods and overrides in the member's zone. */
export interface AvailabilityRecord {
  id: string;
  sid: string;
  memberId: string;
  name: string;
  isDefault: boolean;
  beforeBuffer: number;
  afterBuffer: number;
  periods: WeeklyRange[];
  overrides: Map<string, Range[]>;
}

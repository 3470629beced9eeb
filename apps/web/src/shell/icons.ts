import AccountBalanceIcon from '@mui/icons-material/AccountBalance';
import AccountTreeIcon from '@mui/icons-material/AccountTree';
import AddBoxIcon from '@mui/icons-material/AddBox';
import AirlineSeatFlatIcon from '@mui/icons-material/AirlineSeatFlat';
import AllInboxIcon from '@mui/icons-material/AllInbox';
import ApartmentIcon from '@mui/icons-material/Apartment';
import ApprovalIcon from '@mui/icons-material/Approval';
import AssessmentIcon from '@mui/icons-material/Assessment';
import AssignmentIndIcon from '@mui/icons-material/AssignmentInd';
import BadgeIcon from '@mui/icons-material/Badge';
import BedIcon from '@mui/icons-material/Bed';
import BiotechIcon from '@mui/icons-material/Biotech';
import BloodtypeIcon from '@mui/icons-material/Bloodtype';
import CategoryIcon from '@mui/icons-material/Category';
import ChildCareIcon from '@mui/icons-material/ChildCare';
import ChildFriendlyIcon from '@mui/icons-material/ChildFriendly';
import ClassIcon from '@mui/icons-material/Class';
import CloudIcon from '@mui/icons-material/Cloud';
import ContentCutIcon from '@mui/icons-material/ContentCut';
import CorporateFareIcon from '@mui/icons-material/CorporateFare';
import DashboardIcon from '@mui/icons-material/Dashboard';
import DescriptionIcon from '@mui/icons-material/Description';
import DevicesIcon from '@mui/icons-material/Devices';
import DrawIcon from '@mui/icons-material/Draw';
import EmergencyIcon from '@mui/icons-material/Emergency';
import EventIcon from '@mui/icons-material/Event';
import EventRepeatIcon from '@mui/icons-material/EventRepeat';
import FactCheckIcon from '@mui/icons-material/FactCheck';
import FolderSharedIcon from '@mui/icons-material/FolderShared';
import FormatListNumberedIcon from '@mui/icons-material/FormatListNumbered';
import GroupsIcon from '@mui/icons-material/Groups';
import HealingIcon from '@mui/icons-material/Healing';
import HistoryIcon from '@mui/icons-material/History';
import HomeIcon from '@mui/icons-material/Home';
import HotelIcon from '@mui/icons-material/Hotel';
import HowToRegIcon from '@mui/icons-material/HowToReg';
import ImageSearchIcon from '@mui/icons-material/ImageSearch';
import InsightsIcon from '@mui/icons-material/Insights';
import InventoryIcon from '@mui/icons-material/Inventory';
import KingBedIcon from '@mui/icons-material/KingBed';
import ListIcon from '@mui/icons-material/List';
import ListAltIcon from '@mui/icons-material/ListAlt';
import LocalHospitalIcon from '@mui/icons-material/LocalHospital';
import ManageAccountsIcon from '@mui/icons-material/ManageAccounts';
import MasksIcon from '@mui/icons-material/Masks';
import MedicalServicesIcon from '@mui/icons-material/MedicalServices';
import MedicationIcon from '@mui/icons-material/Medication';
import MedicationLiquidIcon from '@mui/icons-material/MedicationLiquid';
import MeetingRoomIcon from '@mui/icons-material/MeetingRoom';
import MonitorHeartIcon from '@mui/icons-material/MonitorHeart';
import OutboxIcon from '@mui/icons-material/Outbox';
import PaidIcon from '@mui/icons-material/Paid';
import PaymentsIcon from '@mui/icons-material/Payments';
import PendingActionsIcon from '@mui/icons-material/PendingActions';
import PeopleIcon from '@mui/icons-material/People';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import PlaceIcon from '@mui/icons-material/Place';
import PointOfSaleIcon from '@mui/icons-material/PointOfSale';
import QueueIcon from '@mui/icons-material/Queue';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import RequestQuoteIcon from '@mui/icons-material/RequestQuote';
import RestaurantMenuIcon from '@mui/icons-material/RestaurantMenu';
import SavingsIcon from '@mui/icons-material/Savings';
import ScienceIcon from '@mui/icons-material/Science';
import SensorsIcon from '@mui/icons-material/Sensors';
import SettingsEthernetIcon from '@mui/icons-material/SettingsEthernet';
import SpaceDashboardIcon from '@mui/icons-material/SpaceDashboard';
import StorefrontIcon from '@mui/icons-material/Storefront';
import SummarizeIcon from '@mui/icons-material/Summarize';
import SyncAltIcon from '@mui/icons-material/SyncAlt';
import TaskAltIcon from '@mui/icons-material/TaskAlt';
import TransferWithinAStationIcon from '@mui/icons-material/TransferWithinAStation';
import TuneIcon from '@mui/icons-material/Tune';
import TvIcon from '@mui/icons-material/Tv';
import VaccinesIcon from '@mui/icons-material/Vaccines';
import VerifiedIcon from '@mui/icons-material/Verified';
import WarehouseIcon from '@mui/icons-material/Warehouse';
import WaterDropIcon from '@mui/icons-material/WaterDrop';
import WidgetsIcon from '@mui/icons-material/Widgets';
import WorkIcon from '@mui/icons-material/Work';
import type SvgIcon from '@mui/material/SvgIcon';

type IconComponent = typeof SvgIcon;

/**
 * Icon names of the page registry (Material Symbols names, `HALAMAN[].icon`) to icon components.
 * Each icon is imported by path so only these end up in the bundle. 'radiology' has no Material
 * icon, so a scanner-like one stands in.
 */
const IKON: Record<string, IconComponent> = {
  account_balance: AccountBalanceIcon,
  account_tree: AccountTreeIcon,
  add_box: AddBoxIcon,
  airline_seat_flat: AirlineSeatFlatIcon,
  all_inbox: AllInboxIcon,
  apartment: ApartmentIcon,
  approval: ApprovalIcon,
  assessment: AssessmentIcon,
  assignment_ind: AssignmentIndIcon,
  badge: BadgeIcon,
  bed: BedIcon,
  biotech: BiotechIcon,
  bloodtype: BloodtypeIcon,
  category: CategoryIcon,
  child_care: ChildCareIcon,
  child_friendly: ChildFriendlyIcon,
  class: ClassIcon,
  cloud: CloudIcon,
  content_cut: ContentCutIcon,
  corporate_fare: CorporateFareIcon,
  dashboard: DashboardIcon,
  description: DescriptionIcon,
  devices: DevicesIcon,
  draw: DrawIcon,
  emergency: EmergencyIcon,
  event: EventIcon,
  event_repeat: EventRepeatIcon,
  fact_check: FactCheckIcon,
  folder_shared: FolderSharedIcon,
  format_list_numbered: FormatListNumberedIcon,
  groups: GroupsIcon,
  healing: HealingIcon,
  history: HistoryIcon,
  home: HomeIcon,
  hotel: HotelIcon,
  how_to_reg: HowToRegIcon,
  image_search: ImageSearchIcon,
  insights: InsightsIcon,
  inventory: InventoryIcon,
  king_bed: KingBedIcon,
  list: ListIcon,
  list_alt: ListAltIcon,
  local_hospital: LocalHospitalIcon,
  manage_accounts: ManageAccountsIcon,
  masks: MasksIcon,
  medical_services: MedicalServicesIcon,
  medication: MedicationIcon,
  medication_liquid: MedicationLiquidIcon,
  meeting_room: MeetingRoomIcon,
  monitor_heart: MonitorHeartIcon,
  outbox: OutboxIcon,
  paid: PaidIcon,
  payments: PaymentsIcon,
  pending_actions: PendingActionsIcon,
  people: PeopleIcon,
  person_add: PersonAddIcon,
  place: PlaceIcon,
  point_of_sale: PointOfSaleIcon,
  queue: QueueIcon,
  radiology: SensorsIcon,
  receipt_long: ReceiptLongIcon,
  request_quote: RequestQuoteIcon,
  restaurant_menu: RestaurantMenuIcon,
  savings: SavingsIcon,
  science: ScienceIcon,
  settings_ethernet: SettingsEthernetIcon,
  space_dashboard: SpaceDashboardIcon,
  storefront: StorefrontIcon,
  summarize: SummarizeIcon,
  sync_alt: SyncAltIcon,
  task_alt: TaskAltIcon,
  transfer_within_a_station: TransferWithinAStationIcon,
  tune: TuneIcon,
  tv: TvIcon,
  vaccines: VaccinesIcon,
  verified: VerifiedIcon,
  warehouse: WarehouseIcon,
  water_drop: WaterDropIcon,
  work: WorkIcon,
};

/** The fallback for an unknown or missing name. */
export const IkonDefault: IconComponent = WidgetsIcon;

export function ikonHalaman(name: string | undefined): IconComponent {
  return (name && Object.hasOwn(IKON, name) ? IKON[name] : undefined) ?? IkonDefault;
}

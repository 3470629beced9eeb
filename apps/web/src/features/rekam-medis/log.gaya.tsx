import AssignmentIcon from '@mui/icons-material/Assignment';
import HomeIcon from '@mui/icons-material/Home';
import HotelIcon from '@mui/icons-material/Hotel';
import ImageSearchIcon from '@mui/icons-material/ImageSearch';
import LoginIcon from '@mui/icons-material/Login';
import MedicalServicesIcon from '@mui/icons-material/MedicalServices';
import MedicationIcon from '@mui/icons-material/Medication';
import MedicationLiquidIcon from '@mui/icons-material/MedicationLiquid';
import ScienceIcon from '@mui/icons-material/Science';
import type { JenisLogPasien } from '@rawat/domain';
import type { ReactElement } from 'react';

/** How each patient-log type looks on the timeline: one icon and one colour, the same everywhere. */
export const GAYA_LOG: Record<JenisLogPasien, { ikon: ReactElement; warna: string }> = {
  LOG_DATANG: { ikon: <LoginIcon fontSize="small" />, warna: '#1565c0' },
  LOG_ASSESSTMENT: { ikon: <AssignmentIcon fontSize="small" />, warna: '#6a1b9a' },
  LOG_TINDAKAN: { ikon: <MedicalServicesIcon fontSize="small" />, warna: '#00796b' },
  LOG_LABOR: { ikon: <ScienceIcon fontSize="small" />, warna: '#ef6c00' },
  LOG_RADIOLOGI: { ikon: <ImageSearchIcon fontSize="small" />, warna: '#5d4037' },
  LOG_OBAT: { ikon: <MedicationIcon fontSize="small" />, warna: '#2e7d32' },
  LOG_OBAT_PUYER: { ikon: <MedicationLiquidIcon fontSize="small" />, warna: '#558b2f' },
  LOG_TRANSFER_RANAP: { ikon: <HotelIcon fontSize="small" />, warna: '#c62828' },
  LOG_PULANG: { ikon: <HomeIcon fontSize="small" />, warna: '#546e7a' },
};

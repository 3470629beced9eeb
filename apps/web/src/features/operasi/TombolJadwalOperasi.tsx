import EventIcon from '@mui/icons-material/Event';
import Button from '@mui/material/Button';
import { can, type LayananOperasi, toJakartaIsoDate } from '@rawat/domain';
import { useState } from 'react';
import { useSession } from '../../shell/session.tsx';
import { DialogJadwal } from './DialogJadwal.tsx';

/**
 * "Jadwalkan Operasi" on a patient's page (the doctor's clinic chart, the ward's stay): the
 * theatre's booking dialog with this patient and this layanan already chosen. Shown to those who
 * may book (operasi:schedule); the server checks again. Saving opens the operation's page.
 */
export function TombolJadwalOperasi({
  layanan,
  size = 'medium',
}: {
  layanan: LayananOperasi;
  size?: 'small' | 'medium';
}) {
  const { user } = useSession();
  const [buka, setBuka] = useState(false);
  if (!can(user?.role, 'operasi:schedule')) return null;
  return (
    <>
      <Button variant="outlined" size={size} startIcon={<EventIcon />} onClick={() => setBuka(true)}>
        Jadwalkan Operasi
      </Button>
      {buka ? (
        <DialogJadwal
          // The booking day starts today; an elective date is chosen in the dialog.
          tanggal={toJakartaIsoDate(new Date())}
          layananTetap={layanan}
          onClose={() => setBuka(false)}
        />
      ) : null}
    </>
  );
}

import AssignmentIcon from '@mui/icons-material/Assignment';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { can, type JenisPoli } from '@rawat/domain';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useSession } from '../../shell/session.tsx';
import { HALAMAN_KLINIS } from './halaman-klinis.ts';

/** 'Rekam Medis ▾' on a queue row: the chart screens this user may open for the entry. */
export function MenuPelayanan({
  layananUid,
  jenisPoli,
  nomor,
}: {
  layananUid: string;
  jenisPoli: JenisPoli;
  nomor: string;
}) {
  const { user } = useSession();
  const navigate = useNavigate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const halaman = HALAMAN_KLINIS[jenisPoli].filter((h) => can(user?.role, h.izin));
  if (!halaman.length) return null;
  return (
    <>
      <Button
        size="small"
        variant="outlined"
        color="secondary"
        startIcon={<AssignmentIcon />}
        aria-label={`Rekam medis ${nomor}`}
        onClick={(e) => setAnchor(e.currentTarget)}
      >
        Rekam Medis
      </Button>
      <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        {halaman.map((h) => (
          <MenuItem key={h.label} onClick={() => navigate(h.path(layananUid))}>
            {h.label}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}

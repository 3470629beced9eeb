import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import LockIcon from '@mui/icons-material/Lock';
import LockOpenIcon from '@mui/icons-material/LockOpen';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { can, LABEL_ROLE, PERMISSIONS, type Permission, ROLES } from '@rawat/domain';
import type { ReactNode } from 'react';
import type { Method, Operasi } from './openapi.ts';
import { ParameterTabel } from './ParameterTabel.tsx';
import { SkemaView } from './SkemaView.tsx';

export const WARNA_METHOD: Record<Method, 'info' | 'success' | 'warning' | 'secondary' | 'error'> = {
  get: 'info',
  post: 'success',
  put: 'warning',
  patch: 'secondary',
  delete: 'error',
};

function warnaStatus(s: string): 'success' | 'warning' | 'error' | 'default' {
  if (s.startsWith('2')) return 'success';
  if (s.startsWith('4')) return 'warning';
  if (s.startsWith('5')) return 'error';
  return 'default';
}

const mono = { fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace' } as const;

function isPermission(v: string): v is Permission {
  return (PERMISSIONS as readonly string[]).includes(v);
}

/** The roles holding a permission, by their Indonesian labels. */
function pemegang(izin: string): string {
  const peran = isPermission(izin) ? ROLES.filter((r) => can(r, izin)) : [];
  return peran.length ? peran.map((r) => LABEL_ROLE[r]).join(', ') : 'Belum ada role yang memegangnya';
}

export function IzinChip({ izin }: { izin: string | null }) {
  if (!izin || izin === 'public') {
    return <Chip size="small" icon={<LockOpenIcon />} label="Publik" color="success" variant="outlined" />;
  }
  if (izin === 'authenticated')
    return <Chip size="small" icon={<LockIcon />} label="Perlu login" variant="outlined" />;
  if (izin === 'perangkat')
    return <Chip size="small" icon={<LockIcon />} label="Token perangkat" color="info" variant="outlined" />;
  return (
    <Tooltip title={`Dipegang oleh: ${pemegang(izin)}`}>
      <Chip size="small" icon={<LockIcon />} label={izin} variant="outlined" sx={{ ...mono, fontSize: 12 }} />
    </Tooltip>
  );
}

function Bagian({ judul, children }: { judul: string; children: ReactNode }) {
  return (
    <Box sx={{ mt: 2 }}>
      <Typography variant="overline" color="text.secondary" sx={{ display: 'block', lineHeight: 2 }}>
        {judul}
      </Typography>
      {children}
    </Box>
  );
}

export function OperasiItem({ op }: { op: Operasi }) {
  const teksIzin =
    !op.izin || op.izin === 'public'
      ? 'Publik, tanpa login.'
      : op.izin === 'authenticated'
        ? 'Semua pengguna yang sudah login.'
        : op.izin === 'perangkat'
          ? 'Hanya perangkat terdaftar (anjungan atau layar antrean) dengan header Authorization: Perangkat <token>; sesi petugas ditolak.'
          : `Izin ${op.izin} — dipegang oleh: ${pemegang(op.izin)}.`;
  return (
    <Accordion
      disableGutters
      variant="outlined"
      slotProps={{ transition: { unmountOnExit: true } }}
      sx={{ '&:before': { display: 'none' }, '& + &': { mt: 1 }, borderRadius: 1 }}
    >
      <AccordionSummary
        expandIcon={<ExpandMoreIcon />}
        sx={{ '& .MuiAccordionSummary-content': { my: 1, minWidth: 0 } }}
      >
        <Box
          sx={{
            display: 'flex',
            alignItems: 'center',
            gap: 1.5,
            flexWrap: 'wrap',
            minWidth: 0,
            width: '100%',
          }}
        >
          <Chip
            size="small"
            color={WARNA_METHOD[op.method]}
            label={op.method.toUpperCase()}
            sx={{ ...mono, fontWeight: 700, minWidth: 68, borderRadius: 1 }}
          />
          <Typography
            sx={{
              ...mono,
              fontSize: 14,
              fontWeight: 600,
              wordBreak: 'break-all',
              textDecoration: op.usang ? 'line-through' : 'none',
            }}
          >
            {op.path}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ flex: '1 1 200px', minWidth: 0 }}>
            {op.ringkasan}
          </Typography>
          <Box sx={{ display: { xs: 'none', md: 'block' } }}>
            <IzinChip izin={op.izin} />
          </Box>
        </Box>
      </AccordionSummary>
      <AccordionDetails sx={{ pt: 0 }}>
        {op.usang ? (
          <Typography variant="body2" color="warning.main" sx={{ mb: 1 }}>
            Endpoint ini sudah usang dan akan dihapus.
          </Typography>
        ) : null}
        {op.deskripsi ? (
          <Typography variant="body2" sx={{ whiteSpace: 'pre-line' }}>
            {op.deskripsi}
          </Typography>
        ) : null}
        <Bagian judul="Hak akses">
          <Typography variant="body2">{teksIzin}</Typography>
        </Bagian>
        {op.parameter.length ? (
          <Bagian judul="Parameter">
            <ParameterTabel parameter={op.parameter} />
          </Bagian>
        ) : null}
        {op.body ? (
          <Bagian judul={`Isi permintaan (${op.body.contentType})${op.body.wajib ? ' — wajib' : ''}`}>
            <SkemaView skema={op.body.skema} />
          </Bagian>
        ) : null}
        <Bagian judul="Respons">
          {op.respons.length === 0 ? (
            <Typography variant="body2" color="text.secondary">
              Tidak didokumentasikan.
            </Typography>
          ) : (
            op.respons.map((r) => (
              <Box key={r.status} sx={{ mb: 2 }}>
                <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 0.75 }}>
                  <Chip
                    size="small"
                    label={r.status}
                    color={warnaStatus(r.status)}
                    sx={{ ...mono, fontWeight: 700 }}
                  />
                  <Typography variant="body2">{r.keterangan}</Typography>
                </Box>
                {r.skema ? <SkemaView skema={r.skema} /> : null}
              </Box>
            ))
          )}
        </Bagian>
      </AccordionDetails>
    </Accordion>
  );
}

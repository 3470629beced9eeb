import ArrowRightIcon from '@mui/icons-material/ArrowRight';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import { useState } from 'react';
import { isObj } from './openapi.ts';

const WARNA = {
  kunci: '#7b1fa2',
  teks: '#2e7d32',
  angka: '#1565c0',
  lain: '#ad1457',
  redup: 'text.secondary',
} as const;

function Nilai({ v }: { v: unknown }) {
  if (typeof v === 'string')
    return (
      <Box component="span" sx={{ color: WARNA.teks }}>
        {JSON.stringify(v)}
      </Box>
    );
  if (typeof v === 'number')
    return (
      <Box component="span" sx={{ color: WARNA.angka }}>
        {v}
      </Box>
    );
  return (
    <Box component="span" sx={{ color: WARNA.lain }}>
      {String(v)}
    </Box>
  );
}

interface SimpulProps {
  nama?: string;
  nilai: unknown;
  kedalaman: number;
  bukaSampai: number;
  koma: boolean;
}

function Simpul({ nama, nilai, kedalaman, bukaSampai, koma }: SimpulProps) {
  const wadah = Array.isArray(nilai) || isObj(nilai);
  const [buka, setBuka] = useState(kedalaman < bukaSampai);
  const label =
    nama !== undefined ? (
      <>
        <Box component="span" sx={{ color: WARNA.kunci }}>
          {JSON.stringify(nama)}
        </Box>
        :{' '}
      </>
    ) : null;
  if (!wadah) {
    return (
      <Box sx={{ pl: 2.5 }}>
        {label}
        <Nilai v={nilai} />
        {koma ? ',' : ''}
      </Box>
    );
  }
  const entri: [string | undefined, unknown][] = Array.isArray(nilai)
    ? nilai.map((v) => [undefined, v])
    : Object.entries(isObj(nilai) ? nilai : {});
  const [buka1, tutup1] = Array.isArray(nilai) ? ['[', ']'] : ['{', '}'];
  if (entri.length === 0) {
    return (
      <Box sx={{ pl: 2.5 }}>
        {label}
        {buka1}
        {tutup1}
        {koma ? ',' : ''}
      </Box>
    );
  }
  return (
    <Box>
      <ButtonBase
        onClick={() => setBuka((b) => !b)}
        aria-expanded={buka}
        sx={{
          font: 'inherit',
          textAlign: 'left',
          display: 'flex',
          alignItems: 'center',
          borderRadius: 0.5,
          '&:hover': { bgcolor: 'action.hover' },
        }}
      >
        <ArrowRightIcon
          sx={{ fontSize: 20, transform: buka ? 'rotate(90deg)' : 'none', transition: 'transform 120ms' }}
        />
        <span>
          {label}
          {buka1}
          {buka ? null : (
            <Box component="span" sx={{ color: WARNA.redup }}>
              {' '}
              {Array.isArray(nilai) ? `${entri.length} item` : `${entri.length} kunci`} {tutup1}
              {koma ? ',' : ''}
            </Box>
          )}
        </span>
      </ButtonBase>
      {buka ? (
        <>
          <Box sx={{ pl: 2, ml: 1.1, borderLeft: 1, borderColor: 'divider' }}>
            {entri.map(([k, v], i) => (
              <Simpul
                key={k ?? i}
                nama={k}
                nilai={v}
                kedalaman={kedalaman + 1}
                bukaSampai={bukaSampai}
                koma={i < entri.length - 1}
              />
            ))}
          </Box>
          <Box sx={{ pl: 2.5 }}>
            {tutup1}
            {koma ? ',' : ''}
          </Box>
        </>
      ) : null}
    </Box>
  );
}

/** Collapsible, coloured JSON; levels below `bukaSampai` start open. */
export function JsonTree({ nilai, bukaSampai = 2 }: { nilai: unknown; bukaSampai?: number }) {
  return (
    <Box
      sx={{
        fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
        fontSize: 12.5,
        lineHeight: 1.6,
        p: 1.5,
        bgcolor: 'action.hover',
        borderRadius: 1,
        overflowX: 'auto',
        whiteSpace: 'pre',
      }}
    >
      <Simpul nilai={nilai} kedalaman={0} bukaSampai={bukaSampai} koma={false} />
    </Box>
  );
}

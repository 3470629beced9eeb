/**
 * The document libraries, loaded on first use rather than at start: exceljs, pdfkit and bwip-js
 * are a third to a half of the server's module loading, and a start or restart needs none of them
 * (issue 19: a restart within 3 s). `require` keeps the first use synchronous for the builders
 * that construct a document in a constructor; Node caches the module after that.
 */
import { createRequire } from 'node:module';
import type ExcelJS from 'exceljs';
import type PDFDocument from 'pdfkit';

const muat = createRequire(import.meta.url);

export const pdfkit = (): typeof PDFDocument => muat('pdfkit');
export const exceljs = (): typeof ExcelJS => muat('exceljs');
export const bwip = (): typeof import('bwip-js/node') => muat('bwip-js/node');

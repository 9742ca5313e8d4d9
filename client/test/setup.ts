import './env';
import '@testing-library/jest-dom/jest-globals';

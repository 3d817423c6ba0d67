sysbench 1.0.20 (using system LuaJIT 2.1.0-beta3)

Running the test with following options:
Number of threads: 8
Report intermediate results every 1 second(s)
Initializing random number generator from current time


Initializing worker threads...

Threads started!

[ 1s ] thds: 8 tps: 1265.37 qps: 7632.18 (r/w/o: 0.00/5093.45/2538.73) lat (ms,95%): 15.83 err/s: 0.00 reconn/s: 0.00
[ 2s ] thds: 8 tps: 1512.45 qps: 9049.67 (r/w/o: 0.00/6025.78/3023.89) lat (ms,95%): 10.84 err/s: 0.00 reconn/s: 0.00
[ 3s ] thds: 8 tps: 1730.78 qps: 10397.67 (r/w/o: 0.00/6935.12/3462.56) lat (ms,95%): 10.09 err/s: 0.00 reconn/s: 0.00
[ 4s ] thds: 8 tps: 2051.17 qps: 12319.01 (r/w/o: 0.00/8216.67/4102.34) lat (ms,95%): 6.67 err/s: 0.00 reconn/s: 0.00
[ 5s ] thds: 8 tps: 1826.64 qps: 10957.82 (r/w/o: 0.00/7304.55/3653.27) lat (ms,95%): 8.43 err/s: 0.00 reconn/s: 0.00
[ 6s ] thds: 8 tps: 1444.05 qps: 8664.32 (r/w/o: 0.00/5776.22/2888.11) lat (ms,95%): 12.30 err/s: 0.00 reconn/s: 0.00
[ 7s ] thds: 8 tps: 1533.00 qps: 9200.01 (r/w/o: 0.00/6134.00/3066.00) lat (ms,95%): 11.45 err/s: 0.00 reconn/s: 0.00
[ 8s ] thds: 8 tps: 1501.41 qps: 8987.50 (r/w/o: 0.00/5984.67/3002.83) lat (ms,95%): 10.46 err/s: 0.00 reconn/s: 0.00
[ 9s ] thds: 8 tps: 1441.45 qps: 8666.73 (r/w/o: 0.00/5783.82/2882.91) lat (ms,95%): 10.46 err/s: 0.00 reconn/s: 0.00
[ 10s ] thds: 8 tps: 1722.97 qps: 10326.79 (r/w/o: 0.00/6880.86/3445.93) lat (ms,95%): 7.98 err/s: 0.00 reconn/s: 0.00
[ 11s ] thds: 8 tps: 1860.85 qps: 11177.11 (r/w/o: 0.00/7455.41/3721.70) lat (ms,95%): 11.24 err/s: 0.00 reconn/s: 0.00
[ 12s ] thds: 8 tps: 1765.33 qps: 10572.99 (r/w/o: 0.00/7043.33/3529.66) lat (ms,95%): 10.65 err/s: 0.00 reconn/s: 0.00
[ 13s ] thds: 8 tps: 1828.50 qps: 10988.98 (r/w/o: 0.00/7330.99/3657.99) lat (ms,95%): 8.90 err/s: 0.00 reconn/s: 0.00
[ 14s ] thds: 8 tps: 1924.66 qps: 11546.99 (r/w/o: 0.00/7697.66/3849.33) lat (ms,95%): 6.79 err/s: 0.00 reconn/s: 0.00
[ 15s ] thds: 8 tps: 1718.97 qps: 10314.82 (r/w/o: 0.00/6876.88/3437.94) lat (ms,95%): 9.39 err/s: 0.00 reconn/s: 0.00
[ 16s ] thds: 8 tps: 1742.92 qps: 10442.55 (r/w/o: 0.00/6956.70/3485.85) lat (ms,95%): 9.06 err/s: 0.00 reconn/s: 0.00
[ 17s ] thds: 8 tps: 2160.50 qps: 12980.98 (r/w/o: 0.00/8659.99/4320.99) lat (ms,95%): 7.04 err/s: 0.00 reconn/s: 0.00
[ 18s ] thds: 8 tps: 1903.65 qps: 11402.93 (r/w/o: 0.00/7596.62/3806.31) lat (ms,95%): 8.13 err/s: 0.00 reconn/s: 0.00
[ 19s ] thds: 8 tps: 2061.32 qps: 12386.89 (r/w/o: 0.00/8263.26/4123.63) lat (ms,95%): 7.04 err/s: 0.00 reconn/s: 0.00
[ 20s ] thds: 8 tps: 2091.69 qps: 12531.14 (r/w/o: 0.00/8350.76/4180.38) lat (ms,95%): 6.32 err/s: 0.00 reconn/s: 0.00
[ 21s ] thds: 8 tps: 1460.14 qps: 8779.84 (r/w/o: 0.00/5856.56/2923.28) lat (ms,95%): 10.84 err/s: 0.00 reconn/s: 0.00
[ 22s ] thds: 8 tps: 1426.95 qps: 8561.72 (r/w/o: 0.00/5707.82/2853.91) lat (ms,95%): 12.08 err/s: 0.00 reconn/s: 0.00
[ 23s ] thds: 8 tps: 1445.11 qps: 8658.63 (r/w/o: 0.00/5768.42/2890.22) lat (ms,95%): 11.87 err/s: 0.00 reconn/s: 0.00
[ 24s ] thds: 8 tps: 1635.01 qps: 9800.08 (r/w/o: 0.00/6530.05/3270.03) lat (ms,95%): 10.46 err/s: 0.00 reconn/s: 0.00
[ 25s ] thds: 8 tps: 1332.09 qps: 7991.55 (r/w/o: 0.00/5328.37/2663.18) lat (ms,95%): 16.41 err/s: 0.00 reconn/s: 0.00
[ 26s ] thds: 8 tps: 1499.91 qps: 9022.47 (r/w/o: 0.00/6021.64/3000.82) lat (ms,95%): 15.55 err/s: 0.00 reconn/s: 0.00
[ 27s ] thds: 8 tps: 1223.76 qps: 7338.56 (r/w/o: 0.00/4891.04/2447.52) lat (ms,95%): 12.30 err/s: 0.00 reconn/s: 0.00
[ 28s ] thds: 8 tps: 1269.26 qps: 7610.56 (r/w/o: 0.00/5072.04/2538.52) lat (ms,95%): 13.46 err/s: 0.00 reconn/s: 0.00
[ 29s ] thds: 8 tps: 1320.03 qps: 7927.19 (r/w/o: 0.00/5287.13/2640.06) lat (ms,95%): 11.45 err/s: 0.00 reconn/s: 0.00
[ 30s ] thds: 8 tps: 1458.21 qps: 8737.26 (r/w/o: 0.00/5821.84/2915.42) lat (ms,95%): 10.46 err/s: 0.00 reconn/s: 0.00
[ 31s ] thds: 8 tps: 1276.75 qps: 7650.51 (r/w/o: 0.00/5096.00/2554.51) lat (ms,95%): 16.12 err/s: 0.00 reconn/s: 0.00
[ 32s ] thds: 8 tps: 1456.85 qps: 8757.08 (r/w/o: 0.00/5843.38/2913.70) lat (ms,95%): 11.45 err/s: 0.00 reconn/s: 0.00
[ 33s ] thds: 8 tps: 1237.86 qps: 7435.16 (r/w/o: 0.00/4959.44/2475.72) lat (ms,95%): 12.30 err/s: 0.00 reconn/s: 0.00
[ 34s ] thds: 8 tps: 1717.89 qps: 10307.35 (r/w/o: 0.00/6871.57/3435.78) lat (ms,95%): 10.27 err/s: 0.00 reconn/s: 0.00
[ 35s ] thds: 8 tps: 1603.01 qps: 9617.03 (r/w/o: 0.00/6411.02/3206.01) lat (ms,95%): 8.74 err/s: 0.00 reconn/s: 0.00
[ 36s ] thds: 8 tps: 1548.99 qps: 9294.92 (r/w/o: 0.00/6196.95/3097.97) lat (ms,95%): 9.22 err/s: 0.00 reconn/s: 0.00
[ 37s ] thds: 8 tps: 1513.53 qps: 9078.16 (r/w/o: 0.00/6051.11/3027.05) lat (ms,95%): 9.06 err/s: 0.00 reconn/s: 0.00
[ 38s ] thds: 8 tps: 1591.77 qps: 9547.62 (r/w/o: 0.00/6365.08/3182.54) lat (ms,95%): 7.56 err/s: 0.00 reconn/s: 0.00
[ 39s ] thds: 8 tps: 1856.48 qps: 11139.89 (r/w/o: 0.00/7425.93/3713.96) lat (ms,95%): 8.28 err/s: 0.00 reconn/s: 0.00
[ 40s ] thds: 8 tps: 1828.37 qps: 10972.20 (r/w/o: 0.00/7315.47/3656.73) lat (ms,95%): 7.43 err/s: 0.00 reconn/s: 0.00
[ 41s ] thds: 8 tps: 1713.08 qps: 10281.49 (r/w/o: 0.00/6855.32/3426.16) lat (ms,95%): 8.28 err/s: 0.00 reconn/s: 0.00
[ 42s ] thds: 8 tps: 1695.27 qps: 10167.60 (r/w/o: 0.00/6776.07/3391.53) lat (ms,95%): 9.22 err/s: 0.00 reconn/s: 0.00
[ 43s ] thds: 8 tps: 1915.01 qps: 11494.09 (r/w/o: 0.00/7665.07/3829.03) lat (ms,95%): 7.56 err/s: 0.00 reconn/s: 0.00
[ 44s ] thds: 8 tps: 1552.82 qps: 9311.92 (r/w/o: 0.00/6206.28/3105.64) lat (ms,95%): 10.65 err/s: 0.00 reconn/s: 0.00
[ 45s ] thds: 8 tps: 1714.24 qps: 10282.45 (r/w/o: 0.00/6854.96/3427.48) lat (ms,95%): 10.27 err/s: 0.00 reconn/s: 0.00
SQL statistics:
    queries performed:
        read:                            0
        write:                           293552
        other:                           146776
        total:                           440328
    transactions:                        73388  (1630.02 per sec.)
    queries:                             440328 (9780.12 per sec.)
    ignored errors:                      0      (0.00 per sec.)
    reconnects:                          0      (0.00 per sec.)

General statistics:
    total time:                          45.0224s
    total number of events:              73388

Latency (ms):
         min:                                    0.43
         avg:                                    4.90
         max:                                  140.29
         95th percentile:                        9.73
         sum:                               359785.78

Threads fairness:
    events (avg/stddev):           9173.5000/73.36
    execution time (avg/stddev):   44.9732/0.01


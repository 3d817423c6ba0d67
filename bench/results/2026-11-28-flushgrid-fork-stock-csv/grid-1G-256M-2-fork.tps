sysbench 1.0.20 (using system LuaJIT 2.1.0-beta3)

Running the test with following options:
Number of threads: 8
Report intermediate results every 1 second(s)
Initializing random number generator from current time


Initializing worker threads...

Threads started!

[ 1s ] thds: 8 tps: 1922.71 qps: 11567.25 (r/w/o: 0.00/7713.83/3853.42) lat (ms,95%): 5.99 err/s: 0.00 reconn/s: 0.00
[ 2s ] thds: 8 tps: 1722.66 qps: 10329.93 (r/w/o: 0.00/6885.62/3444.31) lat (ms,95%): 10.65 err/s: 0.00 reconn/s: 0.00
[ 3s ] thds: 8 tps: 1827.73 qps: 10974.38 (r/w/o: 0.00/7317.92/3656.46) lat (ms,95%): 10.27 err/s: 0.00 reconn/s: 0.00
[ 4s ] thds: 8 tps: 1812.24 qps: 10875.41 (r/w/o: 0.00/7250.94/3624.47) lat (ms,95%): 8.28 err/s: 0.00 reconn/s: 0.00
[ 5s ] thds: 8 tps: 2031.20 qps: 12184.18 (r/w/o: 0.00/8121.79/4062.40) lat (ms,95%): 10.09 err/s: 0.00 reconn/s: 0.00
[ 6s ] thds: 8 tps: 1799.60 qps: 10805.63 (r/w/o: 0.00/7206.42/3599.21) lat (ms,95%): 9.73 err/s: 0.00 reconn/s: 0.00
[ 7s ] thds: 8 tps: 2107.24 qps: 12643.47 (r/w/o: 0.00/8428.98/4214.49) lat (ms,95%): 7.98 err/s: 0.00 reconn/s: 0.00
[ 8s ] thds: 8 tps: 1707.82 qps: 10225.95 (r/w/o: 0.00/6810.30/3415.65) lat (ms,95%): 9.91 err/s: 0.00 reconn/s: 0.00
[ 9s ] thds: 8 tps: 1736.99 qps: 10441.97 (r/w/o: 0.00/6967.98/3473.99) lat (ms,95%): 11.24 err/s: 0.00 reconn/s: 0.00
[ 10s ] thds: 8 tps: 2010.56 qps: 12055.39 (r/w/o: 0.00/8034.26/4021.13) lat (ms,95%): 9.91 err/s: 0.00 reconn/s: 0.00
[ 11s ] thds: 8 tps: 1900.66 qps: 11398.99 (r/w/o: 0.00/7597.66/3801.33) lat (ms,95%): 10.09 err/s: 0.00 reconn/s: 0.00
[ 12s ] thds: 8 tps: 1917.49 qps: 11513.96 (r/w/o: 0.00/7679.97/3833.98) lat (ms,95%): 9.06 err/s: 0.00 reconn/s: 0.00
[ 13s ] thds: 8 tps: 1822.36 qps: 10928.14 (r/w/o: 0.00/7282.43/3645.71) lat (ms,95%): 10.65 err/s: 0.00 reconn/s: 0.00
[ 14s ] thds: 8 tps: 2048.79 qps: 12285.73 (r/w/o: 0.00/8188.15/4097.58) lat (ms,95%): 9.06 err/s: 0.00 reconn/s: 0.00
[ 15s ] thds: 8 tps: 2050.36 qps: 12303.18 (r/w/o: 0.00/8202.45/4100.73) lat (ms,95%): 8.28 err/s: 0.00 reconn/s: 0.00
[ 16s ] thds: 8 tps: 1906.03 qps: 11453.17 (r/w/o: 0.00/7641.12/3812.05) lat (ms,95%): 9.91 err/s: 0.00 reconn/s: 0.00
[ 17s ] thds: 8 tps: 1967.77 qps: 11791.60 (r/w/o: 0.00/7856.06/3935.53) lat (ms,95%): 8.90 err/s: 0.00 reconn/s: 0.00
[ 18s ] thds: 8 tps: 2062.19 qps: 12376.12 (r/w/o: 0.00/8252.75/4123.38) lat (ms,95%): 7.17 err/s: 0.00 reconn/s: 0.00
[ 19s ] thds: 8 tps: 2242.04 qps: 13450.21 (r/w/o: 0.00/8967.14/4483.07) lat (ms,95%): 7.30 err/s: 0.00 reconn/s: 0.00
[ 20s ] thds: 8 tps: 2116.85 qps: 12709.11 (r/w/o: 0.00/8473.41/4235.70) lat (ms,95%): 8.28 err/s: 0.00 reconn/s: 0.00
[ 21s ] thds: 8 tps: 2283.07 qps: 13688.44 (r/w/o: 0.00/9123.30/4565.15) lat (ms,95%): 6.21 err/s: 0.00 reconn/s: 0.00
[ 22s ] thds: 8 tps: 2288.95 qps: 13732.69 (r/w/o: 0.00/9153.79/4578.90) lat (ms,95%): 7.04 err/s: 0.00 reconn/s: 0.00
[ 23s ] thds: 8 tps: 2160.01 qps: 12966.10 (r/w/o: 0.00/8646.07/4320.03) lat (ms,95%): 8.43 err/s: 0.00 reconn/s: 0.00
[ 24s ] thds: 8 tps: 2308.34 qps: 13846.06 (r/w/o: 0.00/9230.37/4615.69) lat (ms,95%): 6.55 err/s: 0.00 reconn/s: 0.00
[ 25s ] thds: 8 tps: 2079.48 qps: 12480.89 (r/w/o: 0.00/8320.93/4159.96) lat (ms,95%): 8.13 err/s: 0.00 reconn/s: 0.00
[ 26s ] thds: 8 tps: 1918.63 qps: 11514.76 (r/w/o: 0.00/7677.51/3837.25) lat (ms,95%): 9.39 err/s: 0.00 reconn/s: 0.00
[ 27s ] thds: 8 tps: 1929.87 qps: 11576.23 (r/w/o: 0.00/7716.49/3859.74) lat (ms,95%): 9.39 err/s: 0.00 reconn/s: 0.00
[ 28s ] thds: 8 tps: 1982.23 qps: 11885.39 (r/w/o: 0.00/7920.92/3964.47) lat (ms,95%): 8.43 err/s: 0.00 reconn/s: 0.00
[ 29s ] thds: 8 tps: 1911.65 qps: 11469.93 (r/w/o: 0.00/7646.62/3823.31) lat (ms,95%): 9.91 err/s: 0.00 reconn/s: 0.00
[ 30s ] thds: 8 tps: 1437.46 qps: 8622.75 (r/w/o: 0.00/5747.84/2874.92) lat (ms,95%): 16.41 err/s: 0.00 reconn/s: 0.00
[ 31s ] thds: 8 tps: 1515.30 qps: 9086.79 (r/w/o: 0.00/6059.19/3027.60) lat (ms,95%): 15.55 err/s: 0.00 reconn/s: 0.00
[ 32s ] thds: 8 tps: 1652.00 qps: 9922.99 (r/w/o: 0.00/6615.99/3307.00) lat (ms,95%): 17.01 err/s: 0.00 reconn/s: 0.00
[ 33s ] thds: 8 tps: 2493.44 qps: 14965.63 (r/w/o: 0.00/9978.75/4986.88) lat (ms,95%): 5.88 err/s: 0.00 reconn/s: 0.00
[ 34s ] thds: 8 tps: 2335.00 qps: 14011.03 (r/w/o: 0.00/9341.02/4670.01) lat (ms,95%): 6.21 err/s: 0.00 reconn/s: 0.00
[ 35s ] thds: 8 tps: 2071.00 qps: 12416.99 (r/w/o: 0.00/8275.99/4141.00) lat (ms,95%): 8.28 err/s: 0.00 reconn/s: 0.00
[ 36s ] thds: 8 tps: 2026.97 qps: 12177.83 (r/w/o: 0.00/8122.89/4054.94) lat (ms,95%): 10.09 err/s: 0.00 reconn/s: 0.00
[ 37s ] thds: 8 tps: 1675.59 qps: 10047.54 (r/w/o: 0.00/6697.36/3350.18) lat (ms,95%): 11.04 err/s: 0.00 reconn/s: 0.00
[ 38s ] thds: 8 tps: 1664.64 qps: 9983.84 (r/w/o: 0.00/6653.56/3330.28) lat (ms,95%): 9.39 err/s: 0.00 reconn/s: 0.00
[ 39s ] thds: 8 tps: 1558.22 qps: 9351.31 (r/w/o: 0.00/6234.87/3116.44) lat (ms,95%): 11.65 err/s: 0.00 reconn/s: 0.00
[ 40s ] thds: 8 tps: 1771.45 qps: 10625.70 (r/w/o: 0.00/7083.80/3541.90) lat (ms,95%): 11.24 err/s: 0.00 reconn/s: 0.00
[ 41s ] thds: 8 tps: 1823.26 qps: 10946.59 (r/w/o: 0.00/7300.06/3646.53) lat (ms,95%): 9.73 err/s: 0.00 reconn/s: 0.00
[ 42s ] thds: 8 tps: 1866.36 qps: 11193.13 (r/w/o: 0.00/7459.42/3733.71) lat (ms,95%): 9.73 err/s: 0.00 reconn/s: 0.00
[ 43s ] thds: 8 tps: 1681.98 qps: 10077.87 (r/w/o: 0.00/6717.91/3359.96) lat (ms,95%): 9.39 err/s: 0.00 reconn/s: 0.00
[ 44s ] thds: 8 tps: 1836.24 qps: 11037.40 (r/w/o: 0.00/7360.94/3676.47) lat (ms,95%): 9.73 err/s: 0.00 reconn/s: 0.00
[ 45s ] thds: 8 tps: 1887.64 qps: 11328.86 (r/w/o: 0.00/7553.57/3775.29) lat (ms,95%): 9.91 err/s: 0.00 reconn/s: 0.00
SQL statistics:
    queries performed:
        read:                            0
        write:                           347528
        other:                           173764
        total:                           521292
    transactions:                        86882  (1930.48 per sec.)
    queries:                             521292 (11582.86 per sec.)
    ignored errors:                      0      (0.00 per sec.)
    reconnects:                          0      (0.00 per sec.)

General statistics:
    total time:                          45.0050s
    total number of events:              86882

Latency (ms):
         min:                                    0.74
         avg:                                    4.14
         max:                                   65.25
         95th percentile:                        9.73
         sum:                               359714.77

Threads fairness:
    events (avg/stddev):           10860.2500/32.61
    execution time (avg/stddev):   44.9643/0.00


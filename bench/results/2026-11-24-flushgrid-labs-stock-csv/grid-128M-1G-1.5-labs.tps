sysbench 1.0.20 (using system LuaJIT 2.1.0-beta3)

Running the test with following options:
Number of threads: 8
Report intermediate results every 1 second(s)
Initializing random number generator from current time


Initializing worker threads...

Threads started!

[ 1s ] thds: 8 tps: 793.32 qps: 4772.89 (r/w/o: 0.00/3179.27/1593.62) lat (ms,95%): 23.95 err/s: 0.00 reconn/s: 0.00
[ 2s ] thds: 8 tps: 604.37 qps: 3645.23 (r/w/o: 0.00/2435.49/1209.74) lat (ms,95%): 23.95 err/s: 0.00 reconn/s: 0.00
[ 3s ] thds: 8 tps: 1250.01 qps: 7500.03 (r/w/o: 0.00/5000.02/2500.01) lat (ms,95%): 12.52 err/s: 0.00 reconn/s: 0.00
[ 4s ] thds: 8 tps: 1208.07 qps: 7246.41 (r/w/o: 0.00/4831.28/2415.14) lat (ms,95%): 11.24 err/s: 0.00 reconn/s: 0.00
[ 5s ] thds: 8 tps: 1293.60 qps: 7761.63 (r/w/o: 0.00/5173.42/2588.21) lat (ms,95%): 11.24 err/s: 0.00 reconn/s: 0.00
[ 6s ] thds: 8 tps: 1432.61 qps: 8580.64 (r/w/o: 0.00/5716.41/2864.23) lat (ms,95%): 8.90 err/s: 0.00 reconn/s: 0.00
[ 7s ] thds: 8 tps: 1286.82 qps: 7741.91 (r/w/o: 0.00/5167.27/2574.64) lat (ms,95%): 11.04 err/s: 0.00 reconn/s: 0.00
[ 8s ] thds: 8 tps: 1449.03 qps: 8695.18 (r/w/o: 0.00/5797.12/2898.06) lat (ms,95%): 10.84 err/s: 0.00 reconn/s: 0.00
[ 9s ] thds: 8 tps: 1476.42 qps: 8861.49 (r/w/o: 0.00/5908.66/2952.83) lat (ms,95%): 10.27 err/s: 0.00 reconn/s: 0.00
[ 10s ] thds: 8 tps: 1498.77 qps: 8988.59 (r/w/o: 0.00/5991.06/2997.53) lat (ms,95%): 9.06 err/s: 0.00 reconn/s: 0.00
[ 11s ] thds: 8 tps: 1334.96 qps: 7988.76 (r/w/o: 0.00/5318.84/2669.92) lat (ms,95%): 10.27 err/s: 0.00 reconn/s: 0.00
[ 12s ] thds: 8 tps: 1514.03 qps: 9105.15 (r/w/o: 0.00/6077.10/3028.05) lat (ms,95%): 9.56 err/s: 0.00 reconn/s: 0.00
[ 13s ] thds: 8 tps: 1174.37 qps: 7050.21 (r/w/o: 0.00/4701.47/2348.74) lat (ms,95%): 15.00 err/s: 0.00 reconn/s: 0.00
[ 14s ] thds: 8 tps: 1620.37 qps: 9710.20 (r/w/o: 0.00/6469.46/3240.74) lat (ms,95%): 9.91 err/s: 0.00 reconn/s: 0.00
[ 15s ] thds: 8 tps: 1557.47 qps: 9354.80 (r/w/o: 0.00/6239.86/3114.93) lat (ms,95%): 11.24 err/s: 0.00 reconn/s: 0.00
[ 16s ] thds: 8 tps: 1618.85 qps: 9714.13 (r/w/o: 0.00/6476.42/3237.71) lat (ms,95%): 10.09 err/s: 0.00 reconn/s: 0.00
[ 17s ] thds: 8 tps: 1532.95 qps: 9184.66 (r/w/o: 0.00/6118.77/3065.89) lat (ms,95%): 11.87 err/s: 0.00 reconn/s: 0.00
[ 18s ] thds: 8 tps: 1488.39 qps: 8928.33 (r/w/o: 0.00/5951.55/2976.78) lat (ms,95%): 11.87 err/s: 0.00 reconn/s: 0.00
[ 19s ] thds: 8 tps: 2147.23 qps: 12895.37 (r/w/o: 0.00/8600.91/4294.45) lat (ms,95%): 7.56 err/s: 0.00 reconn/s: 0.00
[ 20s ] thds: 8 tps: 1411.57 qps: 8464.43 (r/w/o: 0.00/5641.29/2823.14) lat (ms,95%): 14.73 err/s: 0.00 reconn/s: 0.00
[ 21s ] thds: 8 tps: 1618.09 qps: 9714.55 (r/w/o: 0.00/6478.37/3236.18) lat (ms,95%): 11.45 err/s: 0.00 reconn/s: 0.00
[ 22s ] thds: 8 tps: 1661.14 qps: 9958.84 (r/w/o: 0.00/6637.56/3321.28) lat (ms,95%): 11.04 err/s: 0.00 reconn/s: 0.00
[ 23s ] thds: 8 tps: 1492.91 qps: 8942.46 (r/w/o: 0.00/5958.64/2983.82) lat (ms,95%): 12.98 err/s: 0.00 reconn/s: 0.00
[ 24s ] thds: 8 tps: 1689.49 qps: 10152.93 (r/w/o: 0.00/6770.95/3381.98) lat (ms,95%): 9.91 err/s: 0.00 reconn/s: 0.00
[ 25s ] thds: 8 tps: 1538.14 qps: 9234.85 (r/w/o: 0.00/6158.56/3076.28) lat (ms,95%): 12.30 err/s: 0.00 reconn/s: 0.00
[ 26s ] thds: 8 tps: 1735.47 qps: 10400.81 (r/w/o: 0.00/6929.87/3470.94) lat (ms,95%): 10.65 err/s: 0.00 reconn/s: 0.00
[ 27s ] thds: 8 tps: 1309.60 qps: 7865.61 (r/w/o: 0.00/5246.41/2619.20) lat (ms,95%): 12.08 err/s: 0.00 reconn/s: 0.00
[ 28s ] thds: 8 tps: 1625.23 qps: 9751.41 (r/w/o: 0.00/6501.94/3249.47) lat (ms,95%): 9.91 err/s: 0.00 reconn/s: 0.00
[ 29s ] thds: 8 tps: 1574.28 qps: 9445.66 (r/w/o: 0.00/6296.11/3149.55) lat (ms,95%): 11.24 err/s: 0.00 reconn/s: 0.00
[ 30s ] thds: 8 tps: 1880.75 qps: 11284.51 (r/w/o: 0.00/7523.00/3761.50) lat (ms,95%): 9.91 err/s: 0.00 reconn/s: 0.00
[ 31s ] thds: 8 tps: 2097.91 qps: 12571.46 (r/w/o: 0.00/8375.64/4195.82) lat (ms,95%): 8.74 err/s: 0.00 reconn/s: 0.00
[ 32s ] thds: 8 tps: 1768.90 qps: 10619.37 (r/w/o: 0.00/7081.58/3537.79) lat (ms,95%): 11.24 err/s: 0.00 reconn/s: 0.00
[ 33s ] thds: 8 tps: 1661.57 qps: 9987.40 (r/w/o: 0.00/6664.27/3323.13) lat (ms,95%): 11.65 err/s: 0.00 reconn/s: 0.00
[ 34s ] thds: 8 tps: 1880.76 qps: 11280.58 (r/w/o: 0.00/7519.05/3761.53) lat (ms,95%): 9.91 err/s: 0.00 reconn/s: 0.00
[ 35s ] thds: 8 tps: 2111.18 qps: 12649.07 (r/w/o: 0.00/8426.71/4222.36) lat (ms,95%): 8.74 err/s: 0.00 reconn/s: 0.00
[ 36s ] thds: 8 tps: 1487.40 qps: 8940.41 (r/w/o: 0.00/5966.60/2973.81) lat (ms,95%): 12.30 err/s: 0.00 reconn/s: 0.00
[ 37s ] thds: 8 tps: 1690.65 qps: 10145.88 (r/w/o: 0.00/6763.59/3382.29) lat (ms,95%): 8.43 err/s: 0.00 reconn/s: 0.00
[ 38s ] thds: 8 tps: 1635.78 qps: 9813.66 (r/w/o: 0.00/6543.11/3270.55) lat (ms,95%): 10.46 err/s: 0.00 reconn/s: 0.00
[ 39s ] thds: 8 tps: 1865.55 qps: 11184.29 (r/w/o: 0.00/7452.19/3732.10) lat (ms,95%): 8.28 err/s: 0.00 reconn/s: 0.00
[ 40s ] thds: 8 tps: 1942.00 qps: 11663.99 (r/w/o: 0.00/7779.99/3884.00) lat (ms,95%): 7.84 err/s: 0.00 reconn/s: 0.00
[ 41s ] thds: 8 tps: 2198.77 qps: 13190.60 (r/w/o: 0.00/8793.06/4397.53) lat (ms,95%): 6.79 err/s: 0.00 reconn/s: 0.00
[ 42s ] thds: 8 tps: 2124.65 qps: 12742.91 (r/w/o: 0.00/8493.61/4249.30) lat (ms,95%): 6.91 err/s: 0.00 reconn/s: 0.00
[ 43s ] thds: 8 tps: 1779.81 qps: 10664.87 (r/w/o: 0.00/7105.25/3559.63) lat (ms,95%): 10.46 err/s: 0.00 reconn/s: 0.00
[ 44s ] thds: 8 tps: 2089.30 qps: 12550.78 (r/w/o: 0.00/8372.18/4178.60) lat (ms,95%): 8.13 err/s: 0.00 reconn/s: 0.00
[ 45s ] thds: 8 tps: 1798.37 qps: 10793.23 (r/w/o: 0.00/7197.49/3595.74) lat (ms,95%): 9.91 err/s: 0.00 reconn/s: 0.00
SQL statistics:
    queries performed:
        read:                            0
        write:                           287832
        other:                           143916
        total:                           431748
    transactions:                        71958  (1598.89 per sec.)
    queries:                             431748 (9593.36 per sec.)
    ignored errors:                      0      (0.00 per sec.)
    reconnects:                          0      (0.00 per sec.)

General statistics:
    total time:                          45.0045s
    total number of events:              71958

Latency (ms):
         min:                                    0.49
         avg:                                    5.00
         max:                                  421.01
         95th percentile:                       10.65
         sum:                               359799.11

Threads fairness:
    events (avg/stddev):           8994.7500/55.93
    execution time (avg/stddev):   44.9749/0.00


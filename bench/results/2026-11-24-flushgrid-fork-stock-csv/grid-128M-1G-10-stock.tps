sysbench 1.0.20 (using system LuaJIT 2.1.0-beta3)

Running the test with following options:
Number of threads: 8
Report intermediate results every 1 second(s)
Initializing random number generator from current time


Initializing worker threads...

Threads started!

[ 1s ] thds: 8 tps: 1347.95 qps: 8106.67 (r/w/o: 0.00/5405.77/2700.89) lat (ms,95%): 10.09 err/s: 0.00 reconn/s: 0.00
[ 2s ] thds: 8 tps: 1361.54 qps: 8186.22 (r/w/o: 0.00/5460.15/2726.07) lat (ms,95%): 9.91 err/s: 0.00 reconn/s: 0.00
[ 3s ] thds: 8 tps: 1563.89 qps: 9380.32 (r/w/o: 0.00/6253.55/3126.77) lat (ms,95%): 8.90 err/s: 0.00 reconn/s: 0.00
[ 4s ] thds: 8 tps: 1697.96 qps: 10184.79 (r/w/o: 0.00/6787.86/3396.93) lat (ms,95%): 8.28 err/s: 0.00 reconn/s: 0.00
[ 5s ] thds: 8 tps: 1442.25 qps: 8662.51 (r/w/o: 0.00/5778.01/2884.50) lat (ms,95%): 8.74 err/s: 0.00 reconn/s: 0.00
[ 6s ] thds: 8 tps: 1298.06 qps: 7783.34 (r/w/o: 0.00/5187.23/2596.11) lat (ms,95%): 10.09 err/s: 0.00 reconn/s: 0.00
[ 7s ] thds: 8 tps: 1635.95 qps: 9816.71 (r/w/o: 0.00/6544.81/3271.90) lat (ms,95%): 8.43 err/s: 0.00 reconn/s: 0.00
[ 8s ] thds: 8 tps: 1461.26 qps: 8763.55 (r/w/o: 0.00/5841.03/2922.51) lat (ms,95%): 10.46 err/s: 0.00 reconn/s: 0.00
[ 9s ] thds: 8 tps: 1448.66 qps: 8695.93 (r/w/o: 0.00/5799.62/2896.31) lat (ms,95%): 10.09 err/s: 0.00 reconn/s: 0.00
[ 10s ] thds: 8 tps: 1358.82 qps: 8139.90 (r/w/o: 0.00/5422.27/2717.63) lat (ms,95%): 10.09 err/s: 0.00 reconn/s: 0.00
[ 11s ] thds: 8 tps: 1149.28 qps: 6910.69 (r/w/o: 0.00/4611.13/2299.56) lat (ms,95%): 13.22 err/s: 0.00 reconn/s: 0.00
[ 12s ] thds: 8 tps: 1186.55 qps: 7105.30 (r/w/o: 0.00/4732.20/2373.09) lat (ms,95%): 9.91 err/s: 0.00 reconn/s: 0.00
[ 13s ] thds: 8 tps: 1322.95 qps: 7928.70 (r/w/o: 0.00/5285.80/2642.90) lat (ms,95%): 9.91 err/s: 0.00 reconn/s: 0.00
[ 14s ] thds: 8 tps: 1123.31 qps: 6752.86 (r/w/o: 0.00/4505.24/2247.62) lat (ms,95%): 16.12 err/s: 0.00 reconn/s: 0.00
[ 15s ] thds: 8 tps: 1304.28 qps: 7828.69 (r/w/o: 0.00/5219.12/2609.56) lat (ms,95%): 10.09 err/s: 0.00 reconn/s: 0.00
[ 16s ] thds: 8 tps: 1545.97 qps: 9277.81 (r/w/o: 0.00/6184.87/3092.94) lat (ms,95%): 8.58 err/s: 0.00 reconn/s: 0.00
[ 17s ] thds: 8 tps: 1623.30 qps: 9737.78 (r/w/o: 0.00/6491.19/3246.59) lat (ms,95%): 9.56 err/s: 0.00 reconn/s: 0.00
[ 18s ] thds: 8 tps: 1398.05 qps: 8390.28 (r/w/o: 0.00/5594.19/2796.09) lat (ms,95%): 8.43 err/s: 0.00 reconn/s: 0.00
[ 19s ] thds: 8 tps: 1285.05 qps: 7703.31 (r/w/o: 0.00/5134.21/2569.10) lat (ms,95%): 11.87 err/s: 0.00 reconn/s: 0.00
[ 20s ] thds: 8 tps: 1195.43 qps: 7177.59 (r/w/o: 0.00/4785.72/2391.86) lat (ms,95%): 14.46 err/s: 0.00 reconn/s: 0.00
[ 21s ] thds: 8 tps: 1499.11 qps: 8995.64 (r/w/o: 0.00/5998.43/2997.21) lat (ms,95%): 8.58 err/s: 0.00 reconn/s: 0.00
[ 22s ] thds: 8 tps: 1460.78 qps: 8770.69 (r/w/o: 0.00/5848.13/2922.56) lat (ms,95%): 9.91 err/s: 0.00 reconn/s: 0.00
[ 23s ] thds: 8 tps: 1513.32 qps: 9075.94 (r/w/o: 0.00/6049.30/3026.65) lat (ms,95%): 9.56 err/s: 0.00 reconn/s: 0.00
[ 24s ] thds: 8 tps: 1592.30 qps: 9558.80 (r/w/o: 0.00/6374.20/3184.60) lat (ms,95%): 9.06 err/s: 0.00 reconn/s: 0.00
[ 25s ] thds: 8 tps: 1590.53 qps: 9540.20 (r/w/o: 0.00/6359.14/3181.07) lat (ms,95%): 8.90 err/s: 0.00 reconn/s: 0.00
[ 26s ] thds: 8 tps: 1309.17 qps: 7838.05 (r/w/o: 0.00/5221.70/2616.35) lat (ms,95%): 10.65 err/s: 0.00 reconn/s: 0.00
[ 27s ] thds: 8 tps: 1225.14 qps: 7368.87 (r/w/o: 0.00/4916.59/2452.29) lat (ms,95%): 12.98 err/s: 0.00 reconn/s: 0.00
[ 28s ] thds: 8 tps: 1564.94 qps: 9381.66 (r/w/o: 0.00/6251.77/3129.89) lat (ms,95%): 8.74 err/s: 0.00 reconn/s: 0.00
[ 29s ] thds: 8 tps: 1788.04 qps: 10740.21 (r/w/o: 0.00/7164.14/3576.07) lat (ms,95%): 7.17 err/s: 0.00 reconn/s: 0.00
[ 30s ] thds: 8 tps: 1534.49 qps: 9195.91 (r/w/o: 0.00/6126.94/3068.97) lat (ms,95%): 8.90 err/s: 0.00 reconn/s: 0.00
[ 31s ] thds: 8 tps: 1549.92 qps: 9307.50 (r/w/o: 0.00/6207.66/3099.83) lat (ms,95%): 8.90 err/s: 0.00 reconn/s: 0.00
[ 32s ] thds: 8 tps: 1872.72 qps: 11236.32 (r/w/o: 0.00/7490.88/3745.44) lat (ms,95%): 7.56 err/s: 0.00 reconn/s: 0.00
[ 33s ] thds: 8 tps: 1638.73 qps: 9833.36 (r/w/o: 0.00/6555.91/3277.45) lat (ms,95%): 8.74 err/s: 0.00 reconn/s: 0.00
[ 34s ] thds: 8 tps: 1573.16 qps: 9440.93 (r/w/o: 0.00/6294.62/3146.31) lat (ms,95%): 8.74 err/s: 0.00 reconn/s: 0.00
[ 35s ] thds: 8 tps: 1627.05 qps: 9757.33 (r/w/o: 0.00/6503.22/3254.11) lat (ms,95%): 9.22 err/s: 0.00 reconn/s: 0.00
[ 36s ] thds: 8 tps: 1706.29 qps: 10242.73 (r/w/o: 0.00/6830.15/3412.58) lat (ms,95%): 8.13 err/s: 0.00 reconn/s: 0.00
[ 37s ] thds: 8 tps: 2026.48 qps: 12155.91 (r/w/o: 0.00/8102.94/4052.97) lat (ms,95%): 6.79 err/s: 0.00 reconn/s: 0.00
[ 38s ] thds: 8 tps: 1918.22 qps: 11485.30 (r/w/o: 0.00/7648.87/3836.43) lat (ms,95%): 7.17 err/s: 0.00 reconn/s: 0.00
[ 39s ] thds: 8 tps: 1685.05 qps: 10135.29 (r/w/o: 0.00/6765.20/3370.09) lat (ms,95%): 9.73 err/s: 0.00 reconn/s: 0.00
[ 40s ] thds: 8 tps: 1596.49 qps: 9572.94 (r/w/o: 0.00/6379.96/3192.98) lat (ms,95%): 9.73 err/s: 0.00 reconn/s: 0.00
[ 41s ] thds: 8 tps: 1679.39 qps: 10080.33 (r/w/o: 0.00/6721.55/3358.77) lat (ms,95%): 8.43 err/s: 0.00 reconn/s: 0.00
[ 42s ] thds: 8 tps: 1461.14 qps: 8769.82 (r/w/o: 0.00/5847.54/2922.27) lat (ms,95%): 10.09 err/s: 0.00 reconn/s: 0.00
[ 43s ] thds: 8 tps: 1354.09 qps: 8125.54 (r/w/o: 0.00/5417.36/2708.18) lat (ms,95%): 11.87 err/s: 0.00 reconn/s: 0.00
[ 44s ] thds: 8 tps: 1564.80 qps: 9380.78 (r/w/o: 0.00/6251.19/3129.59) lat (ms,95%): 10.27 err/s: 0.00 reconn/s: 0.00
[ 45s ] thds: 8 tps: 1413.90 qps: 8481.39 (r/w/o: 0.00/5655.59/2825.80) lat (ms,95%): 10.84 err/s: 0.00 reconn/s: 0.00
SQL statistics:
    queries performed:
        read:                            0
        write:                           270012
        other:                           135006
        total:                           405018
    transactions:                        67503  (1499.85 per sec.)
    queries:                             405018 (8999.11 per sec.)
    ignored errors:                      0      (0.00 per sec.)
    reconnects:                          0      (0.00 per sec.)

General statistics:
    total time:                          45.0060s
    total number of events:              67503

Latency (ms):
         min:                                    0.55
         avg:                                    5.33
         max:                                   95.67
         95th percentile:                        9.73
         sum:                               359795.39

Threads fairness:
    events (avg/stddev):           8437.8750/12.26
    execution time (avg/stddev):   44.9744/0.00

